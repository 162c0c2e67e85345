#!/usr/bin/env node
// Byte budget, measured in a real browser on the production build (dist/, run `npm run build`
// first): each page is loaded in Chromium with an empty cache against `vite preview` and the mock
// API, and everything it loads until network idle that is code or text of the app (JS, CSS and
// the i18n catalogues, and the style sheets a prerendered page carries in its HTML) is added up
// as gzip bytes (each body compressed with gzip -9 here, so the
// figure does not depend on how the server compresses). Bytes are deterministic for a given
// build, so this can fail CI without flakiness. Each page's target and the limit enforced:
// scripts/perf/harness.mjs (docs/performance.md, "Byte budgets").
// What the page prefetches when the browser is idle after loading (the next step's code,
// src/lib/loading/idle.ts) is held back until the page's own loads are measured, then released and
// reported apart as "prefetched on idle", with a limit of its own (IDLE_PREFETCH_LIMIT;
// docs/performance.md, "Idle prefetch, counted apart").
// `--list` prints every file per page, `--packages` the gzip bytes per package (from the maps),
// `--modules` the same with the app's own bytes per source file.
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { packagesOf } from './perf/packages.mjs'
import {
  CHROME_FLAGS,
  IDLE_PREFETCH_LIMIT,
  chromePath,
  ownPort,
  perfPages,
  startPreview,
} from './perf/harness.mjs'

const KiB = 1024
const list = process.argv.includes('--list')
const packages = process.argv.includes('--packages')
const modules = process.argv.includes('--modules')
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`

if (!existsSync('dist/index.html')) {
  console.error('budget: dist/ is missing; run `npm run build` first')
  process.exit(1)
}

/** What counts: scripts, style sheets and the catalogues (locales/<lng>/<ns>…). */
function counts(response) {
  const type = response.request().resourceType()
  if (type === 'script' || type === 'stylesheet') return true
  const path = new URL(response.url()).pathname
  return /\/locales\//.test(path) || /\/assets\/[^/]+\.(js|css|json)$/.test(path)
}

async function measure(browser, base, page) {
  const context = await browser.newContext({
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  // A visitor with a cart (one item) remembered; the idle prefetch waits for our release.
  await context.addInitScript((cart) => {
    window.__webshopIdlePrefetch = 'hold'
    localStorage.setItem('webshop.cart', JSON.stringify({ id: cart, count: 1 }))
  }, page.cart)
  const tab = await context.newPage()
  // Requests in flight and the last activity: the page's own late loads (a panel that loads as
  // it nears the viewport) must be in before the idle prefetch is released.
  let inFlight = 0
  let lastActivity = Date.now()
  const started = () => ((inFlight += 1), (lastActivity = Date.now()))
  const ended = () => ((inFlight -= 1), (lastActivity = Date.now()))
  tab.on('request', started)
  tab.on('requestfinished', ended)
  tab.on('requestfailed', ended)
  const files = new Map()
  const prefetched = new Map()
  let into = files
  const pending = []
  tab.on('response', (response) => {
    // A prerendered page's style sheets come in its HTML: counted as style sheets all the same.
    if (response.request().resourceType() === 'document' && response.status() === 200) {
      const path = new URL(response.url()).pathname
      pending.push(
        response.text().then(
          (html) =>
            [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].forEach(([, css], i) =>
              files.set(`${path} <style> ${i + 1}.css`, gzipSync(css, { level: 9 }).length),
            ),
          () => {},
        ),
      )
    }
    if (!counts(response) || response.status() !== 200) return
    const target = into
    pending.push(
      response.body().then(
        (body) => {
          const path = new URL(response.url()).pathname
          if (target === files || !files.has(path))
            target.set(path, gzipSync(body, { level: 9 }).length)
        },
        () => {},
      ),
    )
  })
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  // The page's own loads are in; now the idle prefetch (if the page has one queued).
  const state = () => tab.evaluate(() => document.documentElement.dataset.idlePrefetch)
  for (let i = 0; i < 100 && (await state()) === 'waiting'; i++) await sleep(100)
  for (let i = 0; i < 150 && (inFlight > 0 || Date.now() - lastActivity < 1_000); i++)
    await sleep(100)
  await Promise.all(pending)
  if ((await state()) === 'held') {
    into = prefetched
    await tab.evaluate(() => window.dispatchEvent(new Event('webshop:idle-prefetch')))
    await tab.waitForFunction(() => document.documentElement.dataset.idlePrefetch === 'done')
    await Promise.all(pending)
  }
  await context.close()
  const sum = (filter) =>
    [...files].filter(([path]) => filter(path)).reduce((total, [, bytes]) => total + bytes, 0)
  const css = sum((path) => path.endsWith('.css'))
  const total = sum(() => true)
  const idle = [...prefetched.values()].reduce((a, b) => a + b, 0)
  return { ...page, files, prefetched, css, js: total - css, total, idle }
}

const server = await startPreview(ownPort('BUDGET_PORT', 1))
let failed = false
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS })
  const pages = await perfPages(server.base)
  console.log(
    "Byte budget (gzip; JS + catalogues, CSS; the page's own loads until network idle; then what it prefetches on idle)",
  )
  for (const page of pages) {
    const row = await measure(browser, server.base, page)
    const over = row.total > row.limit * KiB
    const reached = row.total <= row.target * KiB
    if (over) failed = true
    console.log(
      `  ${row.name.padEnd(16)} JS ${kib(row.js).padStart(10)}  CSS ${kib(row.css).padStart(8)}  total ${kib(row.total).padStart(10)} (${row.total} B)  ${String(row.files.size).padStart(2)} files  target ${row.target} KiB${reached ? ' (met)' : `, not met yet (limit ${row.limit} KiB)`}${over ? '  OVER THE LIMIT' : ''}`,
    )
    const idleOver = row.idle > IDLE_PREFETCH_LIMIT * KiB
    if (idleOver) failed = true
    console.log(
      `  ${''.padEnd(16)} prefetched on idle ${kib(row.idle).padStart(10)} (${row.idle} B)  ${String(row.prefetched.size).padStart(2)} files  limit ${IDLE_PREFETCH_LIMIT} KiB${idleOver ? '  OVER THE LIMIT' : ''}`,
    )
    if (list) {
      for (const [path, bytes] of [...row.files].sort((a, b) => b[1] - a[1]))
        console.log(`      ${kib(bytes).padStart(10)}  ${path}`)
      for (const [path, bytes] of [...row.prefetched].sort((a, b) => b[1] - a[1]))
        console.log(`      ${kib(bytes).padStart(10)}  ${path}  (idle)`)
    }
    if (packages || modules)
      for (const [name, bytes] of packagesOf(row.files, { modules }))
        if (bytes >= (modules ? 20 : 100)) console.log(`      ${kib(bytes).padStart(10)}  ${name}`)
  }
  await browser.close()
} finally {
  await server.stop()
}

// Static files with a budget of their own: the embed loader runs on third-party pages
// (at most 3 KiB gzip with the popup button, events, analytics and their checks; minified by
// scripts/vite-embed-loader.ts).
const STATIC_BUDGETS = { 'embed.js': 3 }
for (const [file, limit] of Object.entries(STATIC_BUDGETS)) {
  const path = join('dist', file)
  if (!existsSync(path)) continue
  const bytes = gzipSync(readFileSync(path), { level: 9 }).length
  const over = bytes > limit * KiB
  if (over) failed = true
  console.log(
    `  ${`${file} (loader)`.padEnd(16)} JS ${kib(bytes).padStart(10)} (${bytes} B)  budget ${limit} KiB${over ? '  OVER BUDGET' : ''}`,
  )
}
if (failed) {
  console.error('budget: over budget')
  process.exit(1)
}
