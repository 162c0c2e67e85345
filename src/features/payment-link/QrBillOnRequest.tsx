import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { ensureNamespaces } from '@/lib/i18n'
import { loadQrBillPanel } from '@/features/qr-bill'

// Paying online comes first here: the QR-bill, its library and texts load on the button's click.
const QrBillPanel = lazy(() =>
  Promise.all([loadQrBillPanel(), ensureNamespaces('qr-bill', 'problems')]).then(
    ([module]) => module,
  ),
)

/** The payment link's open amount by bank transfer: a QR-bill on request, when the API gives one. */
export function QrBillOnRequest({ link, lang }: { link: PaymentLink; lang: string }) {
  const { t } = useTranslation('payment')
  const [shown, setShown] = useState(false)
  const open = link.booking.openAmount
  if (!link.qrBill || open.amount <= 0 || (open.currency !== 'CHF' && open.currency !== 'EUR'))
    return null
  if (!shown) {
    return (
      <div className="payment-actions">
        <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
          {t('qrBillShow')}
        </button>
      </div>
    )
  }
  return (
    <Suspense fallback={null}>
      <QrBillPanel qrBill={link.qrBill} open={open} code={link.booking.code} lang={lang} focus />
    </Suspense>
  )
}
