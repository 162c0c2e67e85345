import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { failure } from '@/testing/api-failure'
import { getOrder } from '../orders/api'
import { createPaymentLinkPayment, getPaymentLink } from '../payment-links/api'
import { placeOrder, readyCart } from '@/testing/orders'
import { atProvider, startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!
const paymentPath = (url: string) => new URL(url, location.origin).pathname

/** Kayak for two (CHF 2 × 89) ten days ahead, split, the organiser's share paid. */
async function splitOrder() {
  const result = await placeOrder(await readyCart('2026-07-17'), {
    paymentMethod: 'NOW',
    splitBill: true,
    returnUrl: '/de/done',
  })
  expect(result.next.type).toBe('REDIRECT')
  const plan = result.order.paymentPlan!
  expect(plan.totalShares).toBe(2)
  await atProvider(paymentPath(result.next.type === 'REDIRECT' ? result.next.url : ''), 'pay')
  return { order: await getOrder(result.order.token), total: result.order.totals.total.amount }
}

describe('split the bill (submit splitBill, order.paymentPlan, share links)', () => {
  it('the organiser pays their share; the booking is confirmed; the guest pays through the link', async () => {
    const { order, total } = await splitOrder()
    expect(order.status).toBe('CONFIRMED')
    const plan = order.paymentPlan!
    expect(plan.paidShares).toBe(1)
    expect(plan.shares.map((s) => [s.organiser, s.status, s.amount.amount])).toEqual([
      [true, 'PAID', total / 2],
      [false, 'OPEN', total / 2],
    ])
    // The guest's share is named by the second participant; the organiser's is theirs.
    expect(plan.shares.map((s) => s.name)).toEqual([undefined, 'Beat Muster'])
    expect(order.totals.openAmount.amount).toBe(total / 2)
    // Until 48 h after the order (the activity is further away than that).
    expect(plan.dueAt).toBe('2026-07-09T08:00:00Z')

    const guest = tokenOf(plan.shares[1]!.link)
    expect(plan.shares[1]!.link).toMatch(/\/de\/aftersales\/payment\/pl-/)
    const link = await getPaymentLink(guest)
    expect(link.state).toBe('PAYABLE')
    expect(link.booking.openAmount.amount).toBe(total / 2)
    expect(link.paymentPlan).toMatchObject({ paidShares: 1, totalShares: 2, share: 'OPEN' })

    const start = await createPaymentLinkPayment(guest, { returnUrl: '/de/x' })
    expect(start.payment?.amount.amount).toBe(total / 2)
    await atProvider(paymentPath(start.next.type === 'REDIRECT' ? start.next.url : ''), 'pay')
    const paid = await getOrder(order.token)
    expect(paid.paymentPlan).toMatchObject({ paidShares: 2 })
    expect(paid.totals.openAmount.amount).toBe(0)
    expect((await getPaymentLink(guest)).state).toBe('PAID')
  })

  it("a guest's link opens only its share: no booking token, nobody's name or address", async () => {
    const { order } = await splitOrder()
    const [own, guest] = order.paymentPlan!.shares.map((s) => tokenOf(s.link))
    const link = await getPaymentLink(guest!)
    expect(link.booking.pageToken).toBeUndefined()
    expect(link.qrBill).toBeDefined()
    expect(link.qrBill!.debtor).toBeUndefined()
    // Nothing in the answer leads to the organiser's booking or names anyone.
    const text = JSON.stringify(link)
    expect(text).not.toContain(order.token)
    expect(text).not.toContain(order.customer.email)
    expect(text).not.toContain(order.customer.name)
    expect(text).not.toContain('Muster')
    // The organiser's own link still leads to the booking page.
    expect((await getPaymentLink(own!)).booking.pageToken).toBe(order.token)
  })

  it('after the due time the guest link expires and the organiser’s link pays the rest', async () => {
    const { order, total } = await splitOrder()
    const [own, guest] = order.paymentPlan!.shares.map((s) => tokenOf(s.link))
    mockClock.advanceMinutes(48 * 60 + 1)
    expect(await failure(getPaymentLink(guest!))).toMatchObject({ status: 410 })
    const after = await getOrder(order.token)
    expect(after.status).toBe('CONFIRMED')
    expect(after.paymentPlan!.shares[1]!.status).toBe('MOVED')
    const organiser = await getPaymentLink(own!)
    expect(organiser.state).toBe('PAYABLE')
    expect(organiser.booking.openAmount.amount).toBe(total / 2)
  })

  it('until the organiser has paid, a guest’s share is not payable; then it is', async () => {
    const result = await placeOrder(await readyCart('2026-07-17'), {
      paymentMethod: 'NOW',
      splitBill: true,
      returnUrl: '/de/done',
    })
    expect(result.order.status).toBe('PENDING_PAYMENT')
    const total = result.order.totals.total.amount
    const [own, guest] = result.order.paymentPlan!.shares.map((s) => tokenOf(s.link))

    const waiting = await getPaymentLink(guest!)
    expect(waiting.state).toBe('AWAITING_ORGANISER')
    expect(waiting.booking).toMatchObject({
      total: { amount: total / 2 },
      paid: { amount: 0 },
      openAmount: { amount: 0 },
    })
    expect(waiting.qrBill).toBeUndefined()
    expect(waiting.paymentPlan).toMatchObject({ paidShares: 0, totalShares: 2, share: 'OPEN' })
    const refused = await failure(createPaymentLinkPayment(guest!, { returnUrl: '/de/x' }))
    expect(refused).toMatchObject({ status: 409, code: 'AWAITING_ORGANISER' })
    // Nothing was started for the guest's share.
    expect((await getOrder(result.order.token)).payments).toHaveLength(1)

    // The organiser's own link is not held back.
    const organiser = await getPaymentLink(own!)
    expect(organiser.state).toBe('PAYABLE')
    expect(organiser.booking.openAmount.amount).toBe(total / 2)

    // The organiser pays their share at the provider: the booking is confirmed.
    await atProvider(paymentPath(result.next.type === 'REDIRECT' ? result.next.url : ''), 'pay')
    expect((await getOrder(result.order.token)).status).toBe('CONFIRMED')
    const payable = await getPaymentLink(guest!)
    expect(payable.state).toBe('PAYABLE')
    expect(payable.booking.openAmount.amount).toBe(total / 2)
    const start = await createPaymentLinkPayment(guest!, { returnUrl: '/de/x' })
    expect(start.payment?.amount.amount).toBe(total / 2)
  })

  it('the organiser’s share is paid once: a payment through their own link supersedes the one left open at checkout', async () => {
    const result = await placeOrder(await readyCart('2026-07-17'), {
      paymentMethod: 'NOW',
      splitBill: true,
      returnUrl: '/de/done',
    })
    const total = result.order.totals.total.amount
    const [own, guest] = result.order.paymentPlan!.shares.map((s) => tokenOf(s.link))
    const atCheckout = paymentPath(result.next.type === 'REDIRECT' ? result.next.url : '')
    // The organiser opens their own link in another tab and starts paying there as well.
    const viaLink = await createPaymentLinkPayment(own!, { returnUrl: '/de/x' })
    expect(viaLink.payment?.amount.amount).toBe(total / 2)
    // The checkout's provider page, still open in the first tab, takes no money any more.
    expect(await atProvider(atCheckout, 'pay')).toContain('result=canceled')
    const unpaid = await getOrder(result.order.token)
    expect(unpaid.status).toBe('PENDING_PAYMENT')
    expect(unpaid.totals.paid.amount).toBe(0)
    await atProvider(paymentPath(viaLink.next.type === 'REDIRECT' ? viaLink.next.url : ''), 'pay')
    const paid = await getOrder(result.order.token)
    expect(paid.status).toBe('CONFIRMED')
    expect(paid.totals.paid.amount).toBe(total / 2)
    expect(paid.paymentPlan).toMatchObject({ paidShares: 1 })
    expect((await getPaymentLink(own!)).state).toBe('PAID')
    // The organiser's share is paid: their link refuses another payment; a guest's payment in
    // progress is not cancelled by that refusal and pays the guest's share.
    const guestStart = await createPaymentLinkPayment(guest!, { returnUrl: '/de/x' })
    const again = await failure(createPaymentLinkPayment(own!, { returnUrl: '/de/x' }))
    expect(again.status).toBe(409)
    await atProvider(
      paymentPath(guestStart.next.type === 'REDIRECT' ? guestStart.next.url : ''),
      'pay',
    )
    expect((await getOrder(result.order.token)).totals.openAmount.amount).toBe(0)
  })

  it('the organiser never pays: the order expires and every share link says so; payments are refused', async () => {
    const result = await placeOrder(await readyCart('2026-07-17'), {
      paymentMethod: 'NOW',
      splitBill: true,
      returnUrl: '/de/done',
    })
    const guest = tokenOf(result.order.paymentPlan!.shares[1]!.link)
    expect((await getPaymentLink(guest)).state).toBe('AWAITING_ORGANISER')
    // The organiser leaves the provider's page; the payment window (30 minutes) passes.
    mockClock.advanceMinutes(31)
    expect((await getOrder(result.order.token)).status).toBe('EXPIRED')
    const link = await getPaymentLink(guest)
    expect(link.state).toBe('BOOKING_EXPIRED')
    expect(link.booking.openAmount.amount).toBe(0)
    expect(link.qrBill).toBeUndefined()
    const refused = await failure(createPaymentLinkPayment(guest, { returnUrl: '/de/x' }))
    expect(refused).toMatchObject({ status: 409, code: 'BOOKING_EXPIRED' })
  })

  it('only for online payment and two or more people: 422 on splitBill', async () => {
    const error = await failure(
      placeOrder(await readyCart('2026-07-17'), { paymentMethod: 'LATER', splitBill: true }),
    )
    expect(error.status).toBe(422)
    expect(Object.keys(error.fieldErrors)).toEqual(['splitBill'])
  })

  it('refused when the activity starts less than 36 hours ahead: the guests would have no time to pay', async () => {
    // The contract day's next morning: the shares would be due before the order was placed.
    const error = await failure(
      placeOrder(await readyCart('2026-07-08'), { paymentMethod: 'NOW', splitBill: true }),
    )
    expect(error.status).toBe(422)
    expect(error.fieldErrors.splitBill?.[0]).toMatch(/Rechnung zu teilen/)
    // Without the split the same cart books.
    const { order } = await placeOrder(await readyCart('2026-07-08'), { paymentMethod: 'NOW' })
    expect(order.paymentPlan).toBeUndefined()
  })
})
