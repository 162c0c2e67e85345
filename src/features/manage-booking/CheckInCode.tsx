import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QrSvg, qrModules } from '@/components/ui/deferred/QrCode'

/**
 * The check-in code: the booking code as a QR code the activity's staff scan from the phone,
 * with the code in text beside it for reading aloud.
 */
export function CheckInCode({ code }: { code: string }) {
  const { t } = useTranslation('manage')
  const [qr, setQr] = useState<{ path: string; size: number; code: string } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let alive = true
    qrModules(code).then(
      (result) => alive && setQr({ ...result, code }),
      () => alive && setFailed(true),
    )
    return () => {
      alive = false
    }
  }, [code])
  const shown = qr?.code === code ? qr : null
  return (
    <section className="payment-card manage-checkin" aria-labelledby="manage-checkin-heading">
      <h2 id="manage-checkin-heading" className="payment-card__heading">
        {t('checkIn.heading')}
      </h2>
      <div className="manage-checkin__body">
        <div className="manage-checkin__qr">
          {shown ? (
            <QrSvg qr={shown} label={t('checkIn.qrLabel', { code })} testId="check-in-qr" />
          ) : failed ? null : (
            <span className="manage-checkin__placeholder" aria-hidden="true" />
          )}
        </div>
        <div>
          <p className="manage-checkin__code">{code}</p>
          <p className="manage-checkin__hint">{failed ? t('checkIn.failed') : t('checkIn.hint')}</p>
        </div>
      </div>
    </section>
  )
}
