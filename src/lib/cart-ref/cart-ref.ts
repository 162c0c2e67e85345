import { useSyncExternalStore } from 'react'
import { CART_STORAGE_KEY } from './cart-key'

/**
 * The visitor's cart, remembered in localStorage so it survives a reload and is shared by every
 * tab. Besides the id it keeps the item count, so the header's cart button can show it without
 * loading the cart (that button sits on every page and must stay tiny). This module is in the
 * default layout's bundle: no API or schema imports here.
 */
export interface CartRef {
  id: string
  count: number
}

export { CART_STORAGE_KEY }
const CHANGE_EVENT = 'webshop:cart-ref'
const OPEN_EVENT = 'webshop:cart-open'

let lastRaw: string | null = null
let lastValue: CartRef | null = null

export function readCartRef(): CartRef | null {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === lastRaw) return lastValue
  lastRaw = raw
  lastValue = null
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (
      parsed &&
      typeof parsed === 'object' &&
      'id' in parsed &&
      typeof parsed.id === 'string' &&
      /^[\w-]{1,120}$/.test(parsed.id)
    ) {
      const count = 'count' in parsed && typeof parsed.count === 'number' ? parsed.count : 0
      lastValue = { id: parsed.id, count: Math.max(0, Math.floor(count)) }
    }
  } catch {
    // A damaged entry is treated as no cart.
  }
  return lastValue
}

export function writeCartRef(ref: CartRef | null): void {
  try {
    if (ref) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(ref))
    else window.localStorage.removeItem(CART_STORAGE_KEY)
  } catch {
    // Private mode without storage: the cart lives as long as the page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** The cart became an order: the shop no longer offers it as the visitor's cart. */
export function forgetCart(id: string): void {
  if (readCartRef()?.id === id) writeCartRef(null)
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function useCartRef(): CartRef | null {
  return useSyncExternalStore(subscribe, readCartRef, () => null)
}

/** Asks the header's cart button to open the cart summary (e.g. "View cart" after adding). */
export function openCartDrawer(): void {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

export function onOpenCartDrawer(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener)
  return () => window.removeEventListener(OPEN_EVENT, listener)
}
