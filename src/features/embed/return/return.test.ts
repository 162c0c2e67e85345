import { afterEach, describe, expect, it } from 'vitest'
import { checkoutFragment } from '../EmbedCheckoutLink'
import { parseEmbedReturn, recallEmbedReturn, rememberEmbedReturn } from './return'
import { returnAddress } from '../EmbedReturnLink'
import { hostLabel } from '../host-page/host-page'

const info = {
  returnUrl: 'https://partner.example/tours?x=1',
  widgetId: 'w2',
  via: 'top' as const,
}
/** The shop's booking widget embedded on partner.example: where its checkout link is pressed. */
const WIDGET_PAGE = `${location.origin}/en/embed/v1/booking/lake-kayak-brienz?widget=w2&origin=${encodeURIComponent('https://partner.example')}`

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
    rememberEmbedReturn('crt_1', WIDGET_PAGE)
    expect(window.location.hash).toBe('')
    expect(window.location.search).toBe('?step=configuration')
    expect(recallEmbedReturn('crt_1')).toEqual(info)
    expect(recallEmbedReturn('crt_2')).toBeNull()
  })

  it('counts only when the checkout was opened from the shop’s widget on that origin', () => {
    const forged = [
      '', // typed or pasted: no referrer
      'https://evil.example/page', // a link on another site
      `${location.origin}/en/listing/x?origin=https%3A%2F%2Fpartner.example`, // not a widget
      `${location.origin}/en/embed/v1/booking/x?origin=https%3A%2F%2Fevil.example`, // other host
      `https://shop.evil.example/en/embed/v1/booking/x?origin=https%3A%2F%2Fpartner.example`,
    ]
    for (const referrer of forged) {
      window.history.replaceState(null, '', `/en/checkout/crt_1${checkoutFragment(info)}`)
      rememberEmbedReturn('crt_1', referrer)
      expect(window.location.hash).toBe('')
      expect(recallEmbedReturn('crt_1'), referrer).toBeNull()
    }
  })

  it('says where it leads in words: the page title, else the host name, never a bare address', () => {
    expect(hostLabel('http://127.0.0.1:6202/', null)).toBeNull()
    expect(hostLabel('http://localhost:6202/', null)).toBeNull()
    expect(hostLabel('http://[::1]:6202/', null)).toBeNull()
    expect(hostLabel('https://www.partner.example:8443/tours', null)).toBe('partner.example')
    expect(hostLabel('http://127.0.0.1:6202/', '  Alpine\u202e  Tours\n')).toBe('Alpine Tours')
    const long = hostLabel('https://partner.example/', 'A'.repeat(200))!
    expect(long).toHaveLength(60)
    expect(long.endsWith('…')).toBe(true)
    expect(hostLabel('https://partner.example/', ' \u200f ')).toBe('partner.example')
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
