import { OPERATIONS_CART } from './operations-cart'
import { OPERATIONS_CATALOGUE } from './operations-catalogue'
import { OPERATIONS_ORDERS } from './operations-orders'
import type { Operation } from './types'

/** The operations of /api/webshop/v1 in the document's order (hand-off and split bill: share.ts). */
export const OPERATIONS: readonly Operation[] = [
  ...OPERATIONS_CATALOGUE,
  ...OPERATIONS_CART,
  ...OPERATIONS_ORDERS,
]
