/**
 * Where the visitor's cart reference lives in localStorage (cart-ref.ts). Imports nothing: read
 * by index.html's boot script (scripts/vite-boot.ts) in Node too.
 */
export const CART_STORAGE_KEY = 'webshop.cart'
