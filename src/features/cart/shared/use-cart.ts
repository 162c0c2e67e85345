import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  addCartItem,
  cartQueries,
  createCart,
  extendCart,
  storeCart,
  isCheckedOut,
  type AddItemInput,
  type Cart,
  type CartAnswer,
} from '@/api/carts'
import { availabilityQueries } from '@/api/availability'
import { isBrowserOffline } from '@/lib/reliability/connection'
import { isApiError, newIdempotencyKey } from '@/lib/http'
import { readCartRef, useCartRef, writeCartRef } from '@/lib/cart-ref/cart-ref'

/** Keeps the remembered cart (id and item count) in step with what the server answered. */
export function rememberCart(cart: Cart): void {
  writeCartRef({ id: cart.id, count: cart.items.length })
}

/** A checked-out cart is no cart to show: it answers nothing but its status. */
const openOnly = (answer: CartAnswer): Cart | null => (isCheckedOut(answer) ? null : answer)

/**
 * The visitor's cart (null once checked out), undefined without one. A cart the server no
 * longer knows, or that became an order, is forgotten.
 */
export function useCart(lang: string) {
  const ref = useCartRef()
  const query = useQuery({
    ...cartQueries.detail(ref?.id ?? '', lang),
    enabled: Boolean(ref),
    select: openOnly,
  })
  const { data, error } = query
  useEffect(() => {
    if (data === null) writeCartRef(null)
    else if (data) rememberCart(data)
  }, [data])
  useEffect(() => {
    if (isApiError(error) && error.status === 404 && readCartRef()?.id === ref?.id) {
      writeCartRef(null)
    }
  }, [error, ref?.id])
  return Object.assign(query, { cartId: ref?.id ?? null })
}

/** Carts that can no longer take items: start a new one (an expired one is held again first). */
const GONE = new Set(['CART_NOT_FOUND', 'CART_CHECKED_OUT'])

/**
 * A double click can arrive after the first add has already been answered (a fast server), when
 * the button is enabled again. The same choice within a few seconds therefore carries the same
 * Idempotency-Key, and the server answers the second request with the first one's result. Later,
 * the visitor can add the same choice again on purpose.
 */
const DOUBLE_SUBMIT_WINDOW_MS = 3000
const recentKeys = new Map<string, string>()

function keyForChoice(input: AddItemInput): { key: string; release: () => void } {
  const choice = JSON.stringify(input)
  let key = recentKeys.get(choice)
  if (!key) {
    key = newIdempotencyKey()
    recentKeys.set(choice, key)
  }
  const issued = key
  return {
    key,
    release: () =>
      setTimeout(() => {
        if (recentKeys.get(choice) === issued) recentKeys.delete(choice)
      }, DOUBLE_SUBMIT_WINDOW_MS),
  }
}

async function addToCart(input: AddItemInput): Promise<Cart> {
  const { key, release } = keyForChoice(input)
  try {
    return await addChoice(input, key)
  } finally {
    release()
  }
}

async function addChoice(input: AddItemInput, key: string): Promise<Cart> {
  const known = readCartRef()?.id
  if (known) {
    try {
      return await addCartItem(known, input, key)
    } catch (error) {
      if (!isApiError(error)) throw error
      if (error.code === 'CART_EXPIRED') {
        // Hold the earlier items again, then add; if their places are gone, start afresh.
        const held = await extendCart(known).catch(() => null)
        if (held) return addCartItem(known, input, key)
      } else if (!GONE.has(error.code ?? '')) {
        throw error
      }
    }
  }
  const cart = await createCart()
  writeCartRef({ id: cart.id, count: 0 })
  return addCartItem(cart.id, input, key)
}

/**
 * Puts a choice into the server-side cart, creating the cart on first use. Pending while the
 * call runs, so the booking button can be disabled and a double click books once.
 */
export function useAddToCart(lang: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToCart,
    // The cart status panel (lazy, see CartStatus) loads while the call runs; not offline, where
    // the call is not sent and a failed import would stay failed for the page (Chromium 150).
    onMutate: () => {
      if (!isBrowserOffline()) void import('../CartStatusPanel').catch(() => undefined)
    },
    onSuccess: (cart) => {
      storeCart(queryClient, cart, lang)
      rememberCart(cart)
    },
    onError: (error) => {
      // Someone else was faster: show the places as they are now.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: availabilityQueries.all() })
      }
    },
  })
}
