// The deposit's sentence on the payment link page: its own chunk, loaded only for a link that
// has a deposit (deposit-slot.tsx), so every other link carries none of it.
import { DepositNote, preloadPaymentParts } from '@/features/payments'

export { preloadPaymentParts }
export default DepositNote
