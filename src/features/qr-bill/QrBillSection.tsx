import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QrBill } from '@/api/qr-bill/schema'
import type { Money } from '@/api/shared/schemas'
import { ensureNamespaces } from '@/lib/i18n'
import { qrBillPayable } from './data'

// The QR-bill library and its texts load with the panel, only where a QR-bill is shown.
const QrBillPanel = lazy(() =>
  Promise.all([import('./QrBillPanel'), ensureNamespaces('qr-bill')]).then(([module]) => module),
)

/**
 * A QR-bill for the open amount where the API gives its data; nothing otherwise. `onRequest`:
 * behind a button (the payment link page, where paying online comes first), the library
 * loading on its click; otherwise shown at once (the success page of an order paid later).
 */
export function QrBillSection({
  qrBill,
  open,
  code,
  lang,
  onRequest = false,
}: {
  qrBill: QrBill | undefined
  open: Money
  code: string
  lang: string
  onRequest?: boolean
}) {
  const [shown, setShown] = useState(!onRequest)
  if (!qrBill || !qrBillPayable(open)) return null
  if (!shown) {
    return <ShowButton onShow={() => setShown(true)} />
  }
  return (
    <Suspense fallback={null}>
      <QrBillPanel qrBill={qrBill} open={open} code={code} lang={lang} focus={onRequest} />
    </Suspense>
  )
}

/** On the payment link page (its own namespace): the QR-bill on request. */
function ShowButton({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('payment')
  return (
    <div className="payment-actions">
      <button type="button" className="button button--secondary" onClick={onShow}>
        {t('qrBillShow')}
      </button>
    </div>
  )
}
