import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  consentModeGranted,
  resetShopAnalytics,
  setAnalyticsConsent,
  shopEvent,
} from './consent-gate'

const ON = { analytics: { dataLayer: true } }
const commerce = {
  value: 98,
  currency: 'CHF',
  items: [{ item_id: 'lake-kayak-brienz', item_name: 'Kayak', price: 98, quantity: 1 }],
}
const pushed = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event !== undefined)

function gtag(...args: unknown[]) {
  // gtag.js pushes its `arguments` object.
  ;(window.dataLayer ??= []).push(args)
}

describe("the shop's own dataLayer events", () => {
  afterEach(() => {
    resetShopAnalytics()
    delete window.dataLayer
    delete window.WebshopAnalytics
    vi.doUnmock('./data-layer')
  })

  it('pushes nothing, and does not load the pushing code, before consent', async () => {
    const loaded = vi.fn()
    vi.doMock('./data-layer', async (original) => {
      loaded()
      return original()
    })
    await shopEvent(ON, 'view_item', commerce)
    await shopEvent(ON, 'add_to_cart', commerce)
    expect(window.dataLayer).toBeUndefined()
    expect(loaded).not.toHaveBeenCalled()
    // The consent banner's switch, exposed once the configuration enables analytics.
    window.WebshopAnalytics!.consent(true)
    await vi.waitFor(() => expect(pushed()).toHaveLength(2))
    expect(loaded).toHaveBeenCalledOnce()
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: commerce },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: commerce },
    ])
  })

  it('does nothing when the configuration does not enable it, even with consent', async () => {
    await setAnalyticsConsent(true)
    await shopEvent({}, 'purchase', { ...commerce, transactionId: 'AB-12345' })
    await shopEvent({ analytics: { dataLayer: false } }, 'view_item', commerce)
    expect(window.dataLayer).toBeUndefined()
    expect(window.WebshopAnalytics).toBeUndefined()
  })

  it("follows Google Consent Mode's last analytics_storage; refusal drops what waited", async () => {
    gtag('consent', 'default', { analytics_storage: 'denied' })
    expect(consentModeGranted()).toBe(false)
    await shopEvent(ON, 'begin_checkout', commerce)
    expect(pushed()).toEqual([])
    gtag('consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' })
    expect(consentModeGranted()).toBe(true)
    await shopEvent(ON, 'purchase', { ...commerce, transactionId: 'AB-12345' })
    expect(pushed()).toEqual([
      { event: 'begin_checkout', ecommerce: commerce },
      { event: 'purchase', ecommerce: { transaction_id: 'AB-12345', ...commerce } },
    ])

    delete window.dataLayer
    await shopEvent(ON, 'view_item', commerce)
    await setAnalyticsConsent(false)
    await setAnalyticsConsent(true)
    expect(window.dataLayer).toBeUndefined()
  })
})
