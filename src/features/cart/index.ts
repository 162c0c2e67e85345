// The cart: the remembered cart, adding to it, and the hold's countdown. The header's button
// and status panel are imported by the routes, which keep them in the layout's bundle.
export { HoldCountdown } from './HoldCountdown'
export { rememberCart, useAddToCart, useCart } from './shared/use-cart'
