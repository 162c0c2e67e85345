import { availabilityHandlers } from './availability'
import { cartHandlers } from './carts'
import { catalogueHandlers } from './catalogue'
import { fallbackHandlers, foundationHandlers } from './foundation'
import { faultHandlers } from './middleware'

/** Every mock handler: injected faults first, the JSON 404 fallback last. */
export const handlers = [
  ...faultHandlers,
  ...foundationHandlers,
  ...catalogueHandlers,
  ...availabilityHandlers,
  ...cartHandlers,
  ...fallbackHandlers,
]
