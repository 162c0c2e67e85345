#!/usr/bin/env node
// `npm run bench`: a benchmark, not a test (timings depend on the machine; never in `npm test`).
// Builds, serves the production build with the mock API (`vite preview`), then
//  1. runs Lighthouse (mobile defaults, simulated throttling) RUNS times on each page, and
//  2. the interaction benchmark in Chromium with 4x CPU slowdown and a slow-4G profile: a cold
//     deep link to a listing until its calendar offers clickable days, a day click until its slots
//     show, Book now until the cart confirms.
// Prints median and min–max. Options: --runs=N (default 5), --skip-build, --only=lighthouse|interaction,
// --pages=<name>,<name> (Lighthouse on those pages only, e.g. --pages=home,embed-booking: the
// page's name with dashes for spaces), --save=<dir> (Lighthouse: each run's report as
// <dir>/<page>-<run>.json, to read its audits).
// Port: BENCH_PORT, else E2E_PORT + 2.
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from '@playwright/test'
import {
  CHROME_FLAGS,
  chromePath,
  ownPort,
  perfPages,
  startPreview,
  warmUp,
} from './perf/harness.mjs'
import { h2Missing, startNginx } from './perf/h2.mjs'
import { mainThreadShare } from './perf/main-thread.mjs'
import { PHONE, SLOW_4G, calendarOffersADay } from './perf/throttling.mjs'

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const RUNS = Number(arg('runs') ?? 5)
const only = arg('only')
const pageFilter = arg('pages')?.split(',')
const floor = process.argv.find((a) => a.startsWith('--floor='))?.slice('--floor='.length)
const saveDir = arg('save')
if (!process.argv.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const stat = (values, format) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
const ms = (value) => `${Math.round(value)} ms`
// A run whose trace gave no share (no thread times) is left out of the share's figure only.
const shareStat = (values) => {
  const known = values.filter(Number.isFinite)
  return known.length ? stat(known, (v) => `${Math.round(v * 100)} %`) : 'unknown'
}
const s = (value) => `${(value / 1000).toFixed(2)} s`

let server

async function runLighthouse(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  })
  const version = createRequire(import.meta.url)('lighthouse/package.json').version
  console.log(
    `\nLighthouse ${version} mobile, simulated throttling, ${RUNS} runs after one warm-up load`,
  )
  try {
    // Run by run over the pages (and the floor app), so each run of every page meets the same
    // state of the machine.
    const rowsOf = new Map(pages.map((page) => [page, []]))
    // One load of each page first, not counted: the mock draws each picture on its first request
    // (src/mocks/media.ts, hundreds of milliseconds of the server's CPU beside the first run's page).
    const urlOf = (page) => (/^https?:/.test(page.path) ? page.path : `${server.base}${page.path}`)
    for (const page of pages) {
      await lighthouse(urlOf(page), {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
    }
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const result = await lighthouse(urlOf(page), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'best-practices'],
        })
        const { lhr } = result
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true })
          writeFileSync(
            join(saveDir, `${page.name.replace(/\W+/g, '-')}-${run}.json`),
            result.report,
          )
        }
        // A page that did not load (its server down, an interstitial) says so and counts no run.
        if (lhr.runtimeError) {
          console.log(`  ${page.name}: run ${run + 1} failed: ${lhr.runtimeError.message}`)
          continue
        }
        const audit = (id) => lhr.audits[id].numericValue
        rowsOf.get(page).push({
          score: Math.round(lhr.categories.performance.score * 100),
          bp: Math.round(lhr.categories['best-practices'].score * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bi: lhr.environment.benchmarkIndex,
          share: mainThreadShare(result.artifacts.Trace.traceEvents) ?? NaN,
        })
      }
    }
    for (const [page, rows] of rowsOf) {
      if (!rows.length) {
        console.log(`  ${page.name.padEnd(16)} no run loaded the page`)
        process.exitCode = 1
        continue
      }
      const col = (key) => rows.map((row) => row[key])
      console.log(
        `  ${page.name.padEnd(16)} score ${stat(col('score'), String)}  best practices ${stat(col('bp'), String)}  FCP ${stat(col('fcp'), s)}  LCP ${stat(col('lcp'), s)}  TBT ${stat(col('tbt'), ms)}  CLS ${stat(col('cls'), (v) => v.toFixed(3))}  benchmarkIndex ${stat(col('bi'), (v) => String(Math.round(v)))}  main thread on a core ${shareStat(col('share'))}`,
      )
    }
  } finally {
    chrome.kill()
  }
}

const SLUG = 'canyoning-saxetbach'

/**
 * The interaction benchmark against `base`; `label` names the row (the server and protocol).
 * Returns nothing; prints the row's median and min–max.
 */
async function runInteraction(base, label) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    // The HTTPS row's certificate is a throw-away one made for the run (scripts/perf/h2.mjs).
    args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
  })
  const rows = []
  const protocols = new Set()
  try {
    await warmUp(browser, `${base}/de/listing/${SLUG}`, PHONE)
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        ...PHONE,
        // A fresh mock state per run, so stock never runs out.
        storageState: {
          cookies: [
            {
              name: 'mock-session',
              value: `bench-${Date.now()}-${run}`,
              domain: 'localhost',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      // The protocol the page's document came over (the row's label says which is expected).
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Document') protocols.add(e.response.protocol)
      })
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(() => {
        // The moment of the visitor's last click, in the page's own clock.
        document.addEventListener('click', (e) => (window.__clickAt = e.timeStamp), true)
      })

      await page.goto(`${base}/de/listing/${SLUG}`, { waitUntil: 'commit' })
      const deepLink = await calendarOffersADay(page)

      await page.locator('.calendar .day--available button:not([disabled])').first().click()
      const slots = await page.waitForFunction(
        () =>
          document.querySelector('input[name="booking-slot"]') &&
          performance.now() - window.__clickAt,
        null,
        { polling: 'raf', timeout: 60_000 },
      )
      const dayClick = await slots.jsonValue()

      // The participants preset by the page and the first slot with room, then Book now.
      await page.locator('.slot--available input:not([disabled])').first().check()
      const book = page.locator('.booking-summary button').first()
      await book.waitFor({ state: 'visible' })
      await page
        .waitForFunction(
          () => !document.querySelector('.booking-summary button')?.hasAttribute('disabled'),
        )
        .catch(async (error) => {
          await page.screenshot({ path: '/tmp/perf-bench.png' })
          throw error
        })
      await book.click()
      const added = await page.waitForFunction(
        () => document.querySelector('.booking-added') && performance.now() - window.__clickAt,
        null,
        { polling: 'raf', timeout: 60_000 },
      )
      const bookNow = await added.jsonValue()
      // The machine's state for this run, as Lighthouse rates it (its benchmarkIndex, computed in
      // the page without the CPU slowdown).
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const bi = await page.evaluate(pageFunctions.computeBenchmarkIndex)
      rows.push({ deepLink, dayClick, bookNow, bi })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const col = (key) => rows.map((row) => row[key])
  console.log(
    `\nInteraction (Chromium, 4x CPU slowdown, slow 4G), ${label} [${[...protocols].join(', ')}], ${RUNS} runs after one warm-up load`,
  )
  console.log(`  deep link to calendar  ${stat(col('deepLink'), s)}   (target <= 3.00 s)`)
  console.log(`  day click to slots     ${stat(col('dayClick'), ms)}   (target <= 300 ms)`)
  console.log(`  Book now to confirmed  ${stat(col('bookNow'), ms)}   (target <= 500 ms)`)
  console.log(`  benchmarkIndex         ${stat(col('bi'), (v) => String(Math.round(v)))}`)
}

server = await startPreview(ownPort('BENCH_PORT', 2))
try {
  const pages = await perfPages(server.base)
  if (only !== 'interaction')
    await runLighthouse([
      ...pages.filter((page) =>
        pageFilter ? pageFilter.includes(page.name.replaceAll(' ', '-')) : page.bench,
      ),
      // The stack's floor app served apart (docs/performance.md), measured in the same runs.
      ...(floor ? [{ name: 'floor app', path: floor }] : []),
    ])
  if (only !== 'lighthouse') {
    // The row the targets are judged on (docs/decisions/014): HTTP/1.1, six connections a host.
    await runInteraction(server.base, 'vite preview, HTTP/1.1')
    // What a real host serves (deploy/nginx.conf): HTTPS with HTTP/2, one connection.
    const missing = h2Missing()
    if (missing) console.log(`\n  HTTP/2 row skipped: ${missing}`)
    else {
      const nginx = await startNginx(
        ownPort('BENCH_H2_PORT', 1000),
        new URL(server.base).port,
        process.env.PERF_ROOT ?? process.cwd(),
      )
      try {
        await runInteraction(nginx.base, 'nginx (deploy/), HTTPS, HTTP/2')
      } finally {
        await nginx.stop()
      }
    }
  }
} finally {
  await server.stop()
}
