import { availabilityHandlers } from './availability'
import { bookingHandlers } from './bookings'
import { calendarFeedHandlers } from './calendar-feed'
import { cartHandlers } from './carts'
import { catalogueHandlers } from './catalogue'
import { checkoutHandlers } from './checkout'
import { controlHandlers } from './control'
import { fallbackHandlers, foundationHandlers } from './foundation'
import { handoffHandlers } from './handoff'
import { laravelSetupHandlers } from './laravel-setup'
import { groupControlHandlers, groupHandlers } from './group'
import { routingHandler } from './methods'
import { faultHandlers } from './middleware'
import { orderHandlers } from './orders'
import { providerHandlers } from './provider'
import { sessionHandlers } from './session'
import { staffControlHandlers, staffHandlers } from './staff'
import { outboxControlHandlers, withdrawalHandlers } from './withdrawal'

/** The routes: injected faults (and wrong Laravel set-ups) first, the JSON 404 fallback last. */
export const routes = [
  ...laravelSetupHandlers,
  ...faultHandlers,
  ...controlHandlers,
  ...groupControlHandlers,
  ...sessionHandlers,
  ...staffControlHandlers,
  ...outboxControlHandlers,
  ...staffHandlers,
  ...foundationHandlers,
  ...catalogueHandlers,
  ...availabilityHandlers,
  ...groupHandlers,
  ...cartHandlers,
  ...handoffHandlers,
  ...checkoutHandlers,
  ...calendarFeedHandlers,
  ...orderHandlers,
  ...bookingHandlers,
  ...withdrawalHandlers,
  ...providerHandlers,
  ...fallbackHandlers,
]

/** Every mock handler: the routing check (400 malformed path, 405 method) before the routes. */
export const handlers = [routingHandler(routes), ...routes]
