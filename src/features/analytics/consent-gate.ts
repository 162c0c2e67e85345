import type { Commerce } from '@/lib/embed/protocol'

/**
 * The shop's pages push the embed's conversion events to window.dataLayer in GA4's names when
 * `analytics.dataLayer` is on, but neither push nor load that code before consent
 * (`window.WebshopAnalytics.consent(true)` or Consent Mode's `analytics_storage: 'granted'`).
 * Refused consent drops what waited.
 */
export type ShopEventName = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase'
export type ShopEvent = [ShopEventName, Commerce & { transactionId?: string }]

let decided: boolean | null = null
let waiting: ShopEvent[] = []

type Layer = unknown[] & { [index: number]: unknown }

/** Google Consent Mode: the last `analytics_storage` of gtag('consent', …) in the dataLayer. */
export function consentModeGranted(layer: Layer | undefined = window.dataLayer): boolean {
  let granted = false
  for (const entry of layer ?? []) {
    const command = entry as ArrayLike<unknown> | null
    const options = command?.[2] as { analytics_storage?: string } | undefined
    if (command?.[0] === 'consent' && options?.analytics_storage)
      granted = options.analytics_storage === 'granted'
  }
  return granted
}

async function flush(): Promise<void> {
  if (!waiting.length || !(decided ?? consentModeGranted())) return
  const batch = waiting
  waiting = []
  const { pushEvents } = await import('./data-layer')
  pushEvents(batch)
}

export function setAnalyticsConsent(granted: boolean): Promise<void> {
  decided = granted
  if (!granted) waiting = []
  return flush()
}

/** The consent switch for the shop's consent banner (the layout loads this module for it). */
export function exposeConsentSwitch(): void {
  window.WebshopAnalytics ??= { consent: (granted) => void setAnalyticsConsent(granted) }
}

interface AnalyticsConfig {
  analytics?: { dataLayer: boolean }
}

/** One conversion event; waits (in memory only) until consent, dropped without it. */
export function shopEvent(config: AnalyticsConfig, ...event: ShopEvent): Promise<void> {
  if (!config.analytics?.dataLayer || decided === false) return Promise.resolve()
  exposeConsentSwitch()
  waiting.push(event)
  return flush()
}

/** For tests. */
export function resetShopAnalytics(): void {
  decided = null
  waiting = []
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    WebshopAnalytics?: { consent: (granted: boolean) => void }
  }
}
