// QR-bill: the payment part for an open amount. The panel (swissqrbill, pdfkit) loads only
// when shown: QrBillSection does it itself, other pages through loadQrBillPanel.
export { QrBillSection } from './QrBillSection'
export const loadQrBillPanel = () => import('./QrBillPanel')
