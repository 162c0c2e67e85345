import { describe, expect, it } from 'vitest'
import { createPaymentLinkPayment, getPaymentLink } from './api'
import { failure } from '@/testing/api-failure'
import { atProvider, startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

describe('payment links', () => {
  it('a payable link shows the open amount and is paid through the provider', async () => {
    const link = await getPaymentLink('pl-payable')
    expect(link).toMatchObject({
      state: 'PAYABLE',
      booking: {
        code: 'AB-PAY01',
        // The booking page of the same booking (issue #17).
        pageToken: 'ord-partial',
        total: { amount: 41700 },
        paid: { amount: 10000 },
        openAmount: { amount: 31700 },
      },
    })
    expect(link.booking.items[0]?.start).toMatch(/T13:30:00\+0[12]:00$/)
    const started = await createPaymentLinkPayment(
      'pl-payable',
      { returnUrl: '/de/aftersales/payment/pl-payable' },
      'k1',
    )
    expect(started.payment).toMatchObject({ status: 'CREATED', amount: { amount: 31700 } })
    expect(started.next).toEqual({ type: 'REDIRECT', url: `/mock-payment/${started.payment.id}` })
    // The same click replayed does not start a second payment.
    const replay = await createPaymentLinkPayment(
      'pl-payable',
      { returnUrl: '/de/aftersales/payment/pl-payable' },
      'k1',
    )
    expect(replay.payment.id).toBe(started.payment.id)
    const back = await atProvider(started.next.type === 'REDIRECT' ? started.next.url : '', 'pay')
    expect(back).toBe(
      `/de/aftersales/payment/pl-payable?payment=${started.payment.id}&result=success`,
    )
    const paid = await getPaymentLink('pl-payable')
    expect(paid).toMatchObject({
      state: 'PAID',
      booking: { openAmount: { amount: 0 } },
      lastPayment: { status: 'CONFIRMED' },
    })
    expect(
      await failure(createPaymentLinkPayment('pl-payable', { returnUrl: '/de' })),
    ).toMatchObject({
      status: 409,
      code: 'NO_OPEN_AMOUNT',
    })
  })

  it('a double click (two concurrent requests, one key) starts one payment', async () => {
    const input = { returnUrl: '/de/x' }
    const [a, b] = await Promise.all([
      createPaymentLinkPayment('pl-payable', input, 'double'),
      createPaymentLinkPayment('pl-payable', input, 'double'),
    ])
    expect(b.payment.id).toBe(a.payment.id)
    const link = await getPaymentLink('pl-payable')
    expect(link.lastPayment).toMatchObject({ id: a.payment.id, status: 'CREATED' })
  })

  it('a failed payment shows as lastPayment FAILED and the link stays payable', async () => {
    const started = await createPaymentLinkPayment('pl-payable', { returnUrl: '/de/x' })
    expect(
      await atProvider(started.next.type === 'REDIRECT' ? started.next.url : '', 'fail'),
    ).toContain('result=failed')
    expect(await getPaymentLink('pl-payable')).toMatchObject({
      state: 'PAYABLE',
      lastPayment: { status: 'FAILED' },
    })
  })

  it('answers PAID, NOT_PAYABLE_ONLINE, 410 LINK_EXPIRED and 404 LINK_NOT_FOUND', async () => {
    expect((await getPaymentLink('pl-paid')).state).toBe('PAID')
    expect((await getPaymentLink('pl-offline')).state).toBe('NOT_PAYABLE_ONLINE')
    expect(
      await failure(createPaymentLinkPayment('pl-offline', { returnUrl: '/de' })),
    ).toMatchObject({
      status: 409,
      code: 'NOT_PAYABLE_ONLINE',
    })
    expect(await failure(getPaymentLink('pl-expired'))).toMatchObject({
      status: 410,
      code: 'LINK_EXPIRED',
    })
    expect(
      await failure(createPaymentLinkPayment('pl-expired', { returnUrl: '/de' })),
    ).toMatchObject({
      status: 410,
      code: 'LINK_EXPIRED',
    })
    expect(await failure(getPaymentLink('pl-unknown'))).toMatchObject({
      status: 404,
      code: 'LINK_NOT_FOUND',
    })
  })

  it('refuses a return URL on another origin', async () => {
    const error = await failure(
      createPaymentLinkPayment('pl-payable', { returnUrl: 'https://evil.example/' }),
    )
    expect(error.status).toBe(422)
    expect(Object.keys(error.fieldErrors)).toEqual(['returnUrl'])
  })
})
