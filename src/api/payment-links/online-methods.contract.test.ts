import { afterEach, describe, expect, it } from 'vitest'
import { setApiLocale } from '@/lib/http'
import { failure } from '@/testing/api-failure'
import { atProvider, startEachOnContractDay } from '@/testing/contract'
import { getCheckout } from '../checkout/api'
import { createOrderPayment, getOrder } from '../orders/api'
import { placeOrder, readyCart } from '@/testing/orders'
import { createPaymentLinkPayment, getPaymentLink } from './api'

startEachOnContractDay()
afterEach(() => setApiLocale('de'))

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!
const providerPath = (next: { type: string; url?: string }) =>
  new URL(next.type === 'REDIRECT' ? (next.url ?? '') : '', location.origin).pathname

/** The mock provider's page for a payment, as the browser gets it. */
async function providerPage(path: string): Promise<string> {
  const answer = await fetch(new URL(path, location.origin))
  expect(answer.status).toBe(200)
  return answer.text()
}

describe('payment links: the online methods (card, TWINT) of the open amount', () => {
  it('a payable link names them; a payment with TWINT carries it and the provider opens with TWINT', async () => {
    const link = await getPaymentLink('pl-payable')
    expect(link.state).toBe('PAYABLE')
    expect(link.onlineMethods).toEqual(['CARD', 'TWINT'])
    // Links with nothing to pay online name none.
    for (const token of ['pl-paid', 'pl-offline']) {
      expect((await getPaymentLink(token)).onlineMethods, token).toBeUndefined()
    }
    // Without a method the payment carries none: the provider's page lets the visitor choose.
    const unchosen = await createPaymentLinkPayment('pl-payable', { returnUrl: '/de/x' })
    expect(unchosen.payment.method).toBeUndefined()
    expect(await providerPage(providerPath(unchosen.next))).not.toContain('TWINT')

    const started = await createPaymentLinkPayment('pl-payable', {
      returnUrl: '/en/aftersales/payment/pl-payable',
      onlineMethod: 'TWINT',
    })
    expect(started.payment).toMatchObject({ status: 'CREATED', method: 'TWINT' })
    const page = await providerPage(providerPath(started.next))
    expect(page).toMatch(/<h1[^>]*>[^<]*TWINT/)
    expect(page).toMatch(/<dd>TWINT<\/dd>/)

    // Declined in the app: the link stays payable, and its last payment says TWINT.
    expect(await atProvider(providerPath(started.next), 'fail')).toContain('result=failed')
    expect(await getPaymentLink('pl-payable')).toMatchObject({
      state: 'PAYABLE',
      onlineMethods: ['CARD', 'TWINT'],
      lastPayment: { status: 'FAILED', method: 'TWINT' },
    })

    // With a card this time, paid: nothing open, no methods named any more.
    const card = await createPaymentLinkPayment('pl-payable', {
      returnUrl: '/en/aftersales/payment/pl-payable',
      onlineMethod: 'CARD',
    })
    expect(card.payment.method).toBe('CARD')
    await atProvider(providerPath(card.next), 'pay')
    const paid = await getPaymentLink('pl-payable')
    expect(paid).toMatchObject({ state: 'PAID', lastPayment: { method: 'CARD' } })
    expect(paid.onlineMethods).toBeUndefined()
  })

  it('a method the link does not offer is a 422 on onlineMethod in the visitor’s language; nothing starts', async () => {
    // Booked while the shop took cards only (the mock's seed): its link offers cards only.
    expect((await getPaymentLink('pl-extras')).onlineMethods).toEqual(['CARD'])
    setApiLocale('fr')
    const refused = await failure(
      createPaymentLinkPayment('pl-extras', { returnUrl: '/fr/x', onlineMethod: 'TWINT' }),
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.fieldErrors)).toEqual(['onlineMethod'])
    expect(refused.fieldErrors.onlineMethod).toEqual(['Cette valeur n’est pas valide.'])
    expect((await getPaymentLink('pl-extras')).lastPayment).toBeNull()

    // Neither a card nor TWINT: refused the same way.
    const unknown = await failure(
      createPaymentLinkPayment('pl-payable', {
        returnUrl: '/fr/x',
        onlineMethod: 'PAYPAL' as 'CARD',
      }),
    )
    expect(unknown.status).toBe(422)
    expect(Object.keys(unknown.fieldErrors)).toEqual(['onlineMethod'])
    // A foreign return URL as well: both fields in one answer, as Laravel's rules report them.
    const both = await failure(
      createPaymentLinkPayment('pl-extras', {
        returnUrl: 'https://evil.example/',
        onlineMethod: 'TWINT',
      }),
    )
    expect(Object.keys(both.fieldErrors).sort()).toEqual(['onlineMethod', 'returnUrl'])
  })

  it('the order’s own payments refuse a method its checkout did not offer, too', async () => {
    // ord-extras: the order behind pl-extras, booked while the shop took cards only.
    const refused = await failure(
      createOrderPayment('ord-extras', { returnUrl: '/de/x', onlineMethod: 'TWINT' }),
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.fieldErrors)).toEqual(['onlineMethod'])
    expect((await getOrder('ord-extras')).payments.filter((p) => p.status === 'CREATED')).toEqual(
      [],
    )
    const card = await createOrderPayment('ord-extras', {
      returnUrl: '/de/x',
      onlineMethod: 'CARD',
    })
    expect(card.payment).toMatchObject({ status: 'CREATED', method: 'CARD' })
    // A foreign return URL as well: both fields in one answer, as on the order's payment link.
    const both = await failure(
      createOrderPayment('ord-extras', {
        returnUrl: 'https://evil.example/',
        onlineMethod: 'TWINT',
      }),
    )
    expect(both.status).toBe(422)
    expect(Object.keys(both.fieldErrors).sort()).toEqual(['onlineMethod', 'returnUrl'])
  })

  it('a split bill’s guest share names the checkout’s methods once payable, none while awaiting the organiser', async () => {
    const cart = await readyCart('2026-07-17')
    const offered = (await getCheckout(cart)).onlineMethods
    expect(offered).toEqual(['CARD', 'TWINT'])
    const result = await placeOrder(cart, {
      paymentMethod: 'NOW',
      onlineMethod: 'TWINT',
      splitBill: true,
      returnUrl: '/de/done',
    })
    const guest = tokenOf(result.order.paymentPlan!.shares[1]!.link)
    const waiting = await getPaymentLink(guest)
    expect(waiting.state).toBe('AWAITING_ORGANISER')
    expect(waiting.onlineMethods).toBeUndefined()

    await atProvider(providerPath(result.next), 'pay')
    const payable = await getPaymentLink(guest)
    expect(payable.state).toBe('PAYABLE')
    expect(payable.onlineMethods).toEqual(offered)
    const start = await createPaymentLinkPayment(guest, {
      returnUrl: '/de/x',
      onlineMethod: 'TWINT',
    })
    expect(start.payment).toMatchObject({ method: 'TWINT', amount: payable.booking.openAmount })
  })
})
