// The views only an order with a deposit or gift vouchers (paid with or bought) shows: one chunk, loaded with such an
// order (lazy-parts.tsx), so other pages and orders do not carry them.
export { DepositCalendarDownload, DepositNote } from './DepositNote'
export { GiftVoucherRows } from './GiftVoucherRows'
export { IssuedVouchers } from './IssuedVouchers'
