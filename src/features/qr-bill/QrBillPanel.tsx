import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SwissQRBill } from 'swissqrbill/svg'
import { formatIBAN, formatReference } from 'swissqrbill/utils'
import type { QrBill } from '@/api/qr-bill/schema'
import type { Money } from '@/api/shared/schemas'
import { reportError } from '@/lib/reliability/error-reporting'
import { formatMoney } from '@/lib/format'
import { qrBillData, qrBillLanguage } from './data'
import './qr-bill.css'

/** The SVG's size in user units at 96 dpi: 210 × 105 mm, so it scales to the width it gets. */
const VIEW_BOX = '0 0 793.7 396.85'

/**
 * The Swiss QR-bill for an open amount (payment part and receipt, SIX IG QR-bill 2.3), drawn by
 * swissqrbill in the visitor's language, the details as text beside it for copying into
 * e-banking and for screen readers, and the PDF on demand.
 */
export default function QrBillPanel({
  qrBill,
  open,
  code,
  lang,
  focus = false,
}: {
  qrBill: QrBill
  open: Money
  code: string
  lang: string
  /** Shown on the visitor's request: its heading takes the focus the button had. */
  focus?: boolean
}) {
  const { t } = useTranslation('qr-bill')
  const data = useMemo(() => qrBillData(qrBill, open), [qrBill, open])
  const language = qrBillLanguage(lang)
  const holder = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Drawn once per data and language; the library validates the data (account, reference).
  const drawn = useMemo(() => {
    try {
      const svg = new SwissQRBill(data, { language }).element
      svg.setAttribute('viewBox', VIEW_BOX)
      svg.removeAttribute('width')
      svg.removeAttribute('height')
      svg.setAttribute('aria-hidden', 'true')
      svg.setAttribute('focusable', 'false')
      return { svg }
    } catch (error) {
      return { error }
    }
  }, [data, language])

  useEffect(() => {
    if (drawn.svg) holder.current?.replaceChildren(drawn.svg)
    else void reportError(drawn.error, { qrBill: code })
  }, [drawn, code])

  const download = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      const { qrBillPdf } = await import('./pdf')
      const blob = await qrBillPdf(data, language, {
        title: t('pdfTitle', { code }),
        lines: [
          qrBill.creditor.name,
          t('pdfAmount', { amount: formatMoney(open, lang) }),
          t('pdfHint'),
        ],
      })
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `qr-bill-${code}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      // No server is involved: a library or a chunk that failed to load, not a "server error".
      void reportError(error, { qrBill: code })
      setFailure(t('pdfFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="qr-bill" aria-labelledby="qr-bill-heading">
      <h2 id="qr-bill-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <dl className="qr-bill__details">
        <div>
          <dt>{t('account')}</dt>
          <dd>{formatIBAN(qrBill.account)}</dd>
        </div>
        <div>
          <dt>{t('reference')}</dt>
          <dd>{formatReference(qrBill.reference)}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{formatMoney(open, lang)}</dd>
        </div>
        <div>
          <dt>{t('payableTo')}</dt>
          <dd>{qrBill.creditor.name}</dd>
        </div>
      </dl>
      <div ref={holder} className="qr-bill__slip" data-testid="qr-bill-slip" />
      {/* The PDF draws the same data: where the slip could not be drawn, neither could it. */}
      {drawn.error ? null : (
        <div className="qr-bill__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => void download()}
          >
            {busy ? t('preparing') : t('download')}
          </button>
        </div>
      )}
      {failure || drawn.error ? (
        <p className="qr-bill__error" role="alert">
          {failure ?? t('cannotDraw')}
        </p>
      ) : null}
    </section>
  )
}
