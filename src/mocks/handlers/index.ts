import { catalogueHandlers } from './catalogue'
import { fallbackHandlers, foundationHandlers } from './foundation'

/** Every mock handler; the JSON 404 fallback comes last. */
export const handlers = [...foundationHandlers, ...catalogueHandlers, ...fallbackHandlers]
