import { afterEach, describe, expect, it } from 'vitest'
import { checkoutFragment } from './EmbedCheckoutLink'
import { parseEmbedReturn, recallEmbedReturn, rememberEmbedReturn } from './return'
import { returnAddress } from './EmbedReturnLink'

const info = {
  returnUrl: 'https://partner.example/tours?x=1',
  widgetId: 'w2',
  via: 'top' as const,
}
const purchase = {
  transactionId: 'AB-7K3Q9',
  value: 98,
  currency: 'CHF',
  items: [{ item_id: 'lake-kayak-brienz', item_name: 'Kayak', price: 98, quantity: 1 }],
}

describe('the way back from a checkout started in a widget', () => {
  afterEach(() => {
    sessionStorage.clear()
    window.history.replaceState(null, '', '/')
  })

  it('travels in the checkout link’s fragment and is kept for the cart, the address bar cleaned', () => {
    window.history.replaceState(
      null,
      '',
      `/en/checkout/crt_1?step=configuration${checkoutFragment(info)}`,
    )
    rememberEmbedReturn('crt_1')
    expect(window.location.hash).toBe('')
    expect(window.location.search).toBe('?step=configuration')
    expect(recallEmbedReturn('crt_1')).toEqual(info)
    expect(recallEmbedReturn('crt_2')).toBeNull()
  })

  it('refuses what is not an http(s) page or a well-formed widget', () => {
    const bad = (returnUrl: string, widgetId = 'w1', via = 'top') =>
      parseEmbedReturn(`#${new URLSearchParams({ 'webshop-return': returnUrl, w: widgetId, via })}`)
    expect(bad('javascript:alert(1)')).toBeNull()
    expect(bad('data:text/html,hi')).toBeNull()
    expect(bad('not a url')).toBeNull()
    expect(bad('https://partner.example/', 'w"]')).toBeNull()
    expect(bad('https://partner.example/', 'w1', 'popup')).toBeNull()
    expect(bad('https://partner.example/#old')).toEqual({
      returnUrl: 'https://partner.example/',
      widgetId: 'w1',
      via: 'top',
    })
  })

  it('returns to the host page with the purchase (and nothing personal) in the fragment', () => {
    const url = new URL(returnAddress(info, purchase))
    expect(url.origin + url.pathname + url.search).toBe(info.returnUrl)
    const reported = JSON.parse(decodeURIComponent(url.hash.replace('#webshop-purchase=', '')))
    expect(reported).toEqual({ w: 'w2', ...purchase })
    // Not booked (yet), or the checkout ran in a new tab: a plain link back.
    expect(returnAddress(info, null)).toBe(info.returnUrl)
    expect(returnAddress({ ...info, via: 'new-tab' }, purchase)).toBe(info.returnUrl)
  })
})
