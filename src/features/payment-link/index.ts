// The payment link page. Its route imports the search rules directly: the route definition
// every page loads stays small.
export { PaymentLinkPage, type PaymentLinkPageProps } from './PaymentLinkPage'
export { preloadDepositNote } from './deposit-slot'
