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
import { faultHandlers } from './middleware'
import { orderHandlers } from './orders'
import { providerHandlers } from './provider'
import { sessionHandlers } from './session'
import { staffControlHandlers, staffHandlers } from './staff'
import { outboxControlHandlers, withdrawalHandlers } from './withdrawal'

/** Every mock handler: injected faults (and wrong Laravel set-ups) first, the JSON 404 last. */
export const handlers = [
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
