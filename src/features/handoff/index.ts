// Cart hand-off: the button that opens the link and QR code for another device. Its page is
// imported by its route, which splits it into a chunk of its own.
export { HandoffButton } from './HandoffButton'
