// Analytics: the shop's dataLayer events (configuration and consent decide). The consent gate
// and the listing page's events load on their own (routes import them for code splitting).
export { orderCommerce, trackShopEvent } from './track'
export type { ShopEvent, ShopEventName } from './consent-gate'
