import { lazy, Suspense } from 'react'
import type { QrBill } from '@/api/qr-bill/schema'
import type { Money } from '@/api/shared/schemas'
import { ensureNamespaces } from '@/lib/i18n'

// The QR-bill library and its texts load with the panel, only where a QR-bill is shown.
const QrBillPanel = lazy(() =>
  Promise.all([import('./QrBillPanel'), ensureNamespaces('qr-bill')]).then(([module]) => module),
)

/**
 * Only CHF and EUR can be paid with a QR-bill. Here, not in data.ts: the bill's data and its
 * text folding load with the panel, not with every success page.
 */
function qrBillPayable(open: Money): boolean {
  return open.amount > 0 && (open.currency === 'CHF' || open.currency === 'EUR')
}

/** A QR-bill for the open amount where the API gives its data (an order paid later). */
export function QrBillSection({
  qrBill,
  open,
  code,
  lang,
}: {
  qrBill: QrBill | undefined
  open: Money
  code: string
  lang: string
}) {
  if (!qrBill || !qrBillPayable(open)) return null
  return (
    <Suspense fallback={null}>
      <QrBillPanel qrBill={qrBill} open={open} code={code} lang={lang} />
    </Suspense>
  )
}
