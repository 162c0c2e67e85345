import { describe, expect, it } from 'vitest'
import { placeOrder, readyCart } from '@/testing/orders'
import { startEachOnContractDay } from '@/testing/contract'
import { getCart } from './api'

startEachOnContractDay()

const API = () => `${location.origin}/api/webshop/v1`

/** The raw answer, so a field the app's schema would drop still shows. */
async function raw(path: string, init?: RequestInit) {
  const answer = await fetch(`${API()}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  })
  return { status: answer.status, text: await answer.text() }
}

describe('a checked-out cart id unlocks no personal data', () => {
  it('GET carts/{cart} answers the status only: no order token, code, names or e-mail', async () => {
    const cartId = await readyCart('2026-07-08')
    const { order } = await placeOrder(cartId)
    // Only the one who submitted learns the order, from the submit answer.
    expect(order.token).toMatch(/\w{10,}/)

    const answer = await raw(`/carts/${cartId}`)
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.text) as { data: Record<string, unknown> }
    expect(Object.keys(body.data).sort()).toEqual(['id', 'serverTime', 'status'])
    expect(body.data).toMatchObject({ id: cartId, status: 'CHECKED_OUT' })
    for (const secret of [order.token, order.code, 'Muster', 'anna@example.ch']) {
      expect(answer.text).not.toContain(secret)
    }
    expect(await getCart(cartId)).toEqual({
      id: cartId,
      status: 'CHECKED_OUT',
      serverTime: expect.any(String),
    })
  })

  it('every refusal on it (409 CART_CHECKED_OUT) names no order either', async () => {
    const cartId = await readyCart('2026-07-08')
    const { order } = await placeOrder(cartId)
    const refusals = await Promise.all([
      raw(`/carts/${cartId}/checkout`),
      raw(`/carts/${cartId}/extend`, { method: 'POST' }),
      raw(`/carts/${cartId}/handoff`, { method: 'POST' }),
      raw(`/carts/${cartId}/vouchers`, { method: 'POST', body: JSON.stringify({ code: 'X' }) }),
      raw(`/carts/${cartId}/checkout/submit`, {
        method: 'POST',
        body: JSON.stringify({ paymentMethod: 'LATER', termsAccepted: true, returnUrl: '/de' }),
      }),
    ])
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409)
      expect(JSON.parse(refusal.text)).toMatchObject({ code: 'CART_CHECKED_OUT' })
      expect(refusal.text).not.toContain(order.token)
      expect(refusal.text).not.toContain(order.code)
    }
  })
})
