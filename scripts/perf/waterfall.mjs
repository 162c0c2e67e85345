#!/usr/bin/env node
// One cold deep link to a listing on the interaction bench's throttling (scripts/bench.mjs), with
// every request's start and end (CDP), ms after the navigation: where the time until the calendar
// offers a day goes, then the bench's day click until its slots show (docs/performance.md,
// "Benchmark", "Files and lanes"). Not a benchmark: one run.
// Usage: node scripts/perf/waterfall.mjs [h1|h2]  (h2: HTTPS and HTTP/2 behind nginx, deploy/).
// WATERFALL_DELAY=<regular expression>: requests whose URL matches are held 3 s before they go
// out (does the day click wait for them?).
// Serves the build in dist/ (run `npm run build` first) on BENCH_PORT, else E2E_PORT + 2.
import { chromium } from '@playwright/test'
import { CHROME_FLAGS, chromePath, ownPort, startPreview, warmUp } from './harness.mjs'
import { startNginx } from './h2.mjs'
import { PHONE, SLOW_4G, calendarOffersADay } from './throttling.mjs'

const mode = process.argv[2] ?? 'h1'
const preview = await startPreview(ownPort('BENCH_PORT', 2))
const nginx =
  mode === 'h2'
    ? await startNginx(ownPort('BENCH_H2_PORT', 1000), new URL(preview.base).port, process.cwd())
    : undefined
const server = nginx ?? preview
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
})
try {
  await warmUp(browser, `${server.base}/de/listing/canyoning-saxetbach`, PHONE)
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const requests = new Map()
  let t0
  cdp.on('Network.requestWillBeSent', (e) => {
    t0 ??= e.timestamp
    requests.set(e.requestId, {
      url: e.request.url.replace(server.base, ''),
      start: e.timestamp,
      priority: e.request.initialPriority,
    })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId)
    if (request) Object.assign(request, { end: e.timestamp, bytes: e.encodedDataLength })
  })
  const delay = process.env.WATERFALL_DELAY
  if (delay)
    await page.route(new RegExp(delay), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
  await page.addInitScript(() => {
    document.addEventListener('click', (e) => (window.__clickAt = e.timeStamp), true)
  })
  await page.goto(`${server.base}/de/listing/canyoning-saxetbach`, { waitUntil: 'commit' })
  console.log(
    `${mode}: the calendar offers a day at ${Math.round(await calendarOffersADay(page))} ms`,
  )
  // Then the bench's day click, at once: the click's moment and its slots' (page clock).
  await page.locator('.calendar .day--available button:not([disabled])').first().click()
  const [clickAt, slotsAt] = await (
    await page.waitForFunction(
      () =>
        document.querySelector('input[name="booking-slot"]') && [
          window.__clickAt,
          performance.now(),
        ],
      null,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue()
  console.log(
    `${mode}: day clicked at ${Math.round(clickAt)} ms, its slots show at ${Math.round(slotsAt)} ms`,
  )
  const ms = (t) => String(t === undefined ? '' : Math.round((t - t0) * 1000)).padStart(6)
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start))
    console.log(
      `${ms(r.start)} ${ms(r.end)} ${String(r.bytes ?? '').padStart(7)} ${(r.priority ?? '').padEnd(8)} ${r.url.slice(0, 100)}`,
    )
  await context.close()
} finally {
  await browser.close()
  await nginx?.stop()
  await preview.stop()
}
