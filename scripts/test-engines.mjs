#!/usr/bin/env node
/**
 * `npm run test:engines`: a purchase and the widget-on-another-site flow (scripts/engines/flows.mjs)
 * in the two engines Playwright's Chromium does not cover, against the production build (dist/)
 * served with the mock API:
 *
 * - Firefox ESR (Debian's `firefox-esr`) through puppeteer-core over WebDriver BiDi, with
 *   Enhanced Tracking Protection "strict" (Total Cookie Protection: third-party cookies
 *   partitioned, trackers blocked);
 * - WebKit (Debian's WebKitGTK: `webkit2gtk-driver`) through WebdriverIO and WebKitWebDriver,
 *   MiniBrowser with ITP on and third-party cookies refused, under Xvfb.
 *
 * A machine without these browsers skips them with a message; with CI=true a missing browser
 * fails the run instead. Run `npm run build` first. ENGINES_PORT (default E2E_PORT + 1, else
 * 5318) is the port of the preview server this script starts.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { purchase, widgetOnAnotherSite } from './engines/flows.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CI = process.env.CI === 'true' || process.env.CI === '1'
const PORT = Number(process.env.ENGINES_PORT ?? Number(process.env.E2E_PORT ?? 5317) + 1)
const SHOP = `http://localhost:${PORT}`
const ONLY = process.env.ENGINES?.split(',') // e.g. ENGINES=webkit

const which = (cmd) =>
  spawnSync('sh', ['-c', `command -v ${cmd}`])
    .stdout.toString()
    .trim()
const FIREFOX = process.env.FIREFOX_PATH ?? (which('firefox-esr') || which('firefox'))
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? which('WebKitWebDriver')
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  [
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ].find(existsSync)
const XVFB = which('Xvfb')

const children = []
function start(cmd, args, options = {}) {
  // Its own process group, so stopping it stops what it started (npx → vite).
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    ...options,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  children.push(child)
  return Object.assign(child, { stderrTail: () => stderr })
}
function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
  }
}
process.on('exit', stopAll)

async function until(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function servePreview() {
  if (!existsSync(`${ROOT}dist/index.html`)) throw new Error('no dist/: run `npm run build` first')
  const server = start('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_API: 'on' },
  })
  await until(`the preview server on ${PORT}`, async () => {
    if (server.exitCode !== null) throw new Error(`preview server exited: ${server.stderrTail()}`)
    return (await fetch(`${SHOP}/api/webshop/v1/config`)).ok
  })
}

// --- Firefox: puppeteer-core over WebDriver BiDi -----------------------------------------------

async function firefox() {
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // Enhanced Tracking Protection "strict": Total Cookie Protection partitions third-party
      // cookies and storage by top-level site.
      'browser.contentblocking.category': 'strict',
      'network.cookie.cookieBehavior': 5,
      'privacy.trackingprotection.enabled': true,
      'intl.accept_languages': 'de-CH,de',
    },
  })
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(20_000)
    let context = page
    return await runFlows({
      name: 'firefox',
      goto: async (url) => {
        context = page
        await page.goto(url, { waitUntil: 'load' })
      },
      run: (fn, ...args) => context.evaluate(fn, ...args),
      click: async (css) => {
        const handle = await context.waitForSelector(css)
        await handle.click().catch(() => handle.evaluate((el) => el.click()))
      },
      type: async (css, text) => {
        const handle = await context.waitForSelector(css)
        await handle.click({ count: 3 })
        await handle.type(text)
      },
      enterFrame: async (css) => {
        const handle = await page.waitForSelector(css)
        context = await handle.contentFrame()
      },
      leaveFrame: async () => {
        context = page
      },
      url: async () => context.url(),
    })
  } finally {
    await browser.close()
  }
}

// --- WebKit: WebdriverIO over WebKitWebDriver, MiniBrowser under Xvfb -----------------------

async function startXvfb() {
  // -displayfd lets Xvfb pick a free display and tell us its number.
  const xvfb = start(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  const display = await new Promise((resolve, reject) => {
    let text = ''
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk
      if (text.includes('\n')) resolve(`:${text.trim()}`)
    })
    xvfb.on('exit', () => reject(new Error(`Xvfb exited: ${xvfb.stderrTail()}`)))
  })
  return display
}

async function webkit() {
  const display = await startXvfb()
  const driverPort = PORT + 1000
  const driver = start(WEBKIT_DRIVER, [`--port=${driverPort}`], {
    env: { ...process.env, DISPLAY: display },
  })
  await until(
    'WebKitWebDriver',
    async () => (await fetch(`http://127.0.0.1:${driverPort}/status`)).ok,
    20_000,
  )
  if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${driver.stderrTail()}`)
  const { remote } = await import('webdriverio')
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    path: '/',
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        // ITP on, third-party cookies refused (Safari's behaviour), a private session.
        args: ['--automation', '--enable-itp', '--cookies-policy=no-third-party', '--private'],
      },
    },
  })
  try {
    let frame = null
    /**
     * Brings the element into view as the browser does for a focused field, before the driver
     * checks it can be reached. WebKitWebDriver's own scrolling ignores the page's
     * scroll-padding-top (kept clear of the sticky header): a field just below the fold stays
     * off screen and is reported 'not interactable'. 'nearest' honours the padding; the driver
     * still refuses an element the header (or anything else) covers. In a frame, WebKitWebDriver
     * scrolls only the frame's own document: the top level is scrolled to the frame as well.
     */
    const reveal = async (css) => {
      if (!frame) {
        await browser.execute(
          (c) => document.querySelector(c).scrollIntoView({ block: 'nearest' }),
          css,
        )
        return
      }
      const top = await browser.execute(
        (c) => document.querySelector(c).getBoundingClientRect().top,
        css,
      )
      await browser.switchFrame(null)
      await browser.execute(
        (f, t) =>
          window.scrollBy(0, document.querySelector(f).getBoundingClientRect().top + t - 200),
        frame,
        top,
      )
      await browser.switchFrame(await browser.$(frame))
    }
    return await runFlows({
      name: 'webkit',
      goto: async (url) => {
        frame = null
        await browser.switchFrame(null)
        await browser.url(url)
      },
      run: (fn, ...args) => browser.execute(fn, ...args),
      click: async (css) => {
        await reveal(css)
        const element = await browser.$(css)
        await element.click().catch(async (error) => {
          // A click from a script is no user gesture (a browser may refuse what needs one): say so.
          console.warn(
            `  ! webkit: the driver could not click ${css} (${error.message.split('\n')[0]}); clicked from a script`,
          )
          await browser.execute((c) => document.querySelector(c).click(), css)
        })
      },
      type: async (css, text) => {
        await reveal(css)
        await (await browser.$(css)).setValue(text)
      },
      enterFrame: async (css) => {
        frame = css
        await browser.switchFrame(await browser.$(css))
      },
      leaveFrame: async () => {
        frame = null
        await browser.switchFrame(null)
      },
      url: () => browser.execute(() => location.href),
    })
  } finally {
    await browser.deleteSession().catch(() => undefined)
  }
}

// --- Running --------------------------------------------------------------------------------

// ENGINES_FLOWS=widget runs only the flows whose name contains it; ENGINES_REPEAT=5 runs them five
// times in the same browser (to chase a flaky step).
const FLOWS = [
  ['purchase', purchase],
  ['widget on another site', widgetOnAnotherSite],
].filter(([name]) => !process.env.ENGINES_FLOWS || name.includes(process.env.ENGINES_FLOWS))
const REPEAT = Number(process.env.ENGINES_REPEAT ?? 1)
// A run that checks nothing must not pass: a name that matches no flow, a repeat that is not a
// whole number of at least one.
if (FLOWS.length === 0 || !Number.isInteger(REPEAT) || REPEAT < 1) {
  console.error(
    `test-engines: nothing to run (ENGINES_FLOWS=${process.env.ENGINES_FLOWS ?? ''}, ENGINES_REPEAT=${process.env.ENGINES_REPEAT ?? ''})`,
  )
  process.exit(2)
}

async function runFlows(driver) {
  const timings = {}
  const failures = []
  for (const [name, flow] of Array.from({ length: REPEAT }, () => FLOWS).flat()) {
    const t0 = Date.now()
    try {
      const result = await flow(driver, SHOP)
      timings[name] = (Date.now() - t0) / 1000
      const extra =
        result?.frameCookies !== undefined
          ? ` (frame's document.cookie: "${result.frameCookies}")`
          : ''
      console.log(`  ✓ ${driver.name}: ${name} (${timings[name].toFixed(1)} s)${extra}`)
    } catch (error) {
      // With repeats, the others still run: a flaky step shows how often it fails.
      if (REPEAT === 1) throw error
      failures.push(error)
      console.error(`  ✗ ${driver.name}: ${name}: ${error?.message ?? error}`)
    }
  }
  if (failures.length)
    throw new Error(`${failures.length} of ${REPEAT * FLOWS.length} flows failed`)
  return timings
}

const ENGINES = [
  {
    name: 'firefox',
    missing: () => (FIREFOX ? null : 'firefox-esr not found (Debian package firefox-esr)'),
    run: firefox,
  },
  {
    name: 'webkit',
    missing: () =>
      !WEBKIT_DRIVER || !MINIBROWSER
        ? 'WebKitWebDriver or MiniBrowser not found (Debian package webkit2gtk-driver)'
        : !XVFB
          ? 'Xvfb not found (Debian package xvfb)'
          : null,
    run: webkit,
  },
]

let failed = false
const selected = ENGINES.filter((e) => !ONLY || ONLY.includes(e.name))
const runnable = selected.filter((engine) => {
  const missing = engine.missing()
  if (!missing) return true
  if (CI) {
    console.error(`✗ ${engine.name}: ${missing}. CI never skips an engine: install it (.ci/run).`)
    failed = true
  } else {
    console.log(`– ${engine.name} skipped: ${missing}. CI runs it; install it to run it here.`)
  }
  return false
})

if (runnable.length) {
  const t0 = Date.now()
  await servePreview()
  console.log(
    `Engines against ${SHOP} (preview server up in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  )
  for (const engine of runnable) {
    const started = Date.now()
    try {
      await engine.run()
      console.log(`  ${engine.name}: ${((Date.now() - started) / 1000).toFixed(1)} s in all`)
    } catch (error) {
      failed = true
      console.error(`✗ ${engine.name}: ${error?.stack ?? error}`)
    }
  }
}
stopAll()
process.exit(failed ? 1 : 0)
