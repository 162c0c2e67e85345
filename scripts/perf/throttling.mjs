/** Lighthouse's slow 4G as DevTools applies it (latency and throughput with its adjustments). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}

/** The benchmark's phone (Playwright context options): Swiss German, Lighthouse's viewport. */
export const PHONE = {
  locale: 'de-CH',
  timezoneId: 'Europe/Zurich',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  ignoreHTTPSErrors: true,
}

/**
 * Time since the navigation started (ms, the page's clock) when the listing's calendar offers a
 * clickable available day: the interaction bench's deep-link figure.
 */
export async function calendarOffersADay(page) {
  const calendar = await page.waitForFunction(
    () =>
      document.querySelector(
        '.calendar[aria-busy="false"] .day--available button:not([disabled])',
      ) && performance.now(),
    null,
    { polling: 'raf', timeout: 60_000 },
  )
  return calendar.jsonValue()
}
