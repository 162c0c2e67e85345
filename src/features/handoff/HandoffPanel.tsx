import { useEffect, useId, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { createHandoff } from '@/api/share/handoff-api'
import { formatTime } from '@/lib/format'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { QrSvg, qrModules } from '@/components/ui/deferred/QrCode'
import { CopyButton } from '@/components/ui/deferred/CopyButton'
import './handoff.css'

/** The hand-off link of the cart, as text to copy and as a QR code to scan. */
export default function HandoffPanel({ cartId, lang }: { cartId: string; lang: string }) {
  const { t } = useTranslation('handoff')
  const create = useMutation({ mutationFn: () => createHandoff(cartId) })
  const [qr, setQr] = useState<{ path: string; size: number } | null>(null)
  const [qrFailed, setQrFailed] = useState(false)
  const asked = useRef(false)
  const inputId = useId()
  const url = create.data?.url
  const { mutate } = create

  useEffect(() => {
    // One link per opening of the panel (StrictMode runs effects twice).
    if (asked.current) return
    asked.current = true
    mutate()
  }, [mutate])

  useEffect(() => {
    if (!url) return
    let alive = true
    qrModules(url, 'Byte').then(
      (result) => alive && setQr(result),
      () => alive && setQrFailed(true),
    )
    return () => {
      alive = false
    }
  }, [url])

  if (create.isError) {
    return (
      <div className="handoff__panel" role="alert">
        <p>{problemMessage(t, create.error)}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => create.mutate()}
        >
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  if (!create.data || !url) {
    return (
      <p className="handoff__panel" role="status">
        {t('share:handoff.creating')}
      </p>
    )
  }
  return (
    <div className="handoff__panel">
      <p>{t('intro')}</p>
      <div className="handoff__qr">
        {qr ? (
          <QrSvg qr={qr} label={t('qrLabel')} testId="handoff-qr" />
        ) : qrFailed ? (
          <p>{t('qrFailed')}</p>
        ) : (
          <span className="handoff__qr-placeholder" aria-hidden="true" />
        )}
      </div>
      <label htmlFor={inputId} className="handoff__label">
        {t('linkLabel')}
      </label>
      <div className="handoff__link">
        <input
          id={inputId}
          type="url"
          readOnly
          value={url}
          className="handoff__input"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={url} label={t('copy')} done={t('copied')} failed={t('copyFailed')} />
      </div>
      <p className="handoff__hint">
        {t('validUntil', { time: formatTime(create.data.expiresAt, lang) })}
      </p>
    </div>
  )
}
