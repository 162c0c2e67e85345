import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { serverClockOffset } from '@/lib/time/server-clock'
import { mockClock } from '@/mocks/db/session'
import { createCart, extendCart, getCart } from '../carts/api'
import { isCheckedOut } from '../carts/schema'
import { createHandoff, openHandoff } from './handoff-api'
import { placeOrder, readyCart } from '@/testing/orders'
import { CONTRACT_NOW, startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

const cartWithItem = async () => {
  const cart = await getCart(await readyCart('2026-07-08'))
  if (isCheckedOut(cart)) throw new Error('A fresh cart is open')
  return cart
}

describe('cart hand-off (POST carts/{cart}/handoff, GET handoffs/{token})', () => {
  it('gives a link with a single-purpose token, never the cart id, expiring with the hold', async () => {
    const cart = await cartWithItem()
    const handoff = await createHandoff(cart.id)
    expect(handoff.expiresAt).toBe(cart.expiresAt)
    const url = new URL(handoff.url)
    expect(url.pathname).toMatch(/^\/de\/handoff\/ho_[a-z2-9]{26}$/)
    expect(handoff.url).not.toContain(cart.id)

    const token = url.pathname.split('/').at(-1)!
    const opened = await openHandoff(token)
    expect(opened).toMatchObject({ id: cart.id, expiresAt: cart.expiresAt, status: 'OPEN' })
    expect(opened.items).toHaveLength(1)
  })

  it('follows a renewed hold and ends with it: 410 HANDOFF_EXPIRED with the offer to go back to', async () => {
    const cart = await cartWithItem()
    const token = new URL((await createHandoff(cart.id)).url).pathname.split('/').at(-1)!
    mockClock.advanceMinutes(10)
    const renewed = await extendCart(cart.id)
    mockClock.advanceMinutes(10)
    expect((await openHandoff(token)).expiresAt).toBe(renewed.expiresAt)
    mockClock.advanceMinutes(6)
    expect(await failure(openHandoff(token))).toMatchObject({
      status: 410,
      code: 'HANDOFF_EXPIRED',
      details: { listingSlug: 'lake-kayak-brienz' },
    })
    expect(await failure(createHandoff(cart.id))).toMatchObject({
      status: 409,
      code: 'CART_EXPIRED',
    })
  })

  it('answers 404 HANDOFF_NOT_FOUND for an unknown token, and a cart id is no token', async () => {
    const cart = await cartWithItem()
    expect(await failure(openHandoff('ho_unknown'))).toMatchObject({
      status: 404,
      code: 'HANDOFF_NOT_FOUND',
    })
    expect(await failure(openHandoff(cart.id))).toMatchObject({ code: 'HANDOFF_NOT_FOUND' })
  })

  it('a checked-out cart is no longer handed over', async () => {
    const cart = await cartWithItem()
    const token = new URL((await createHandoff(cart.id)).url).pathname.split('/').at(-1)!
    await placeOrder(cart.id)
    expect(await failure(openHandoff(token))).toMatchObject({ status: 410 })
  })

  it('every cart answer tells the server time; the client learns its clock offset from it', async () => {
    // The device clock (Date.now) is the real one; the mock's clock is at CONTRACT_NOW, frozen.
    const cart = await getCart((await createCart()).id)
    expect(cart.serverTime).toBe(new Date(CONTRACT_NOW).toISOString())
    const offset = serverClockOffset()
    expect(Math.abs(Date.now() + offset - Date.parse(CONTRACT_NOW))).toBeLessThan(2_000)
  })
})
