// Shared by the byte budget (scripts/bundle-budget.mjs) and the benchmark (scripts/bench.mjs):
// the production build served by `vite preview` with the mock API, the pages we measure, and
// Debian's Chromium.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Debian's Chromium where installed (this machine and CI), else Playwright's own. */
export const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** The flags Playwright's config launches Chromium with (scripts/chromium-flags.json). */
export const CHROME_FLAGS = JSON.parse(
  readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'),
)

/**
 * Starts `vite preview` (the production build in dist/ with the mock API) on the port. PERF_ROOT
 * points it at another checkout's build (for a before/after comparison).
 */
/** Stops a server child process with `signal`; resolves once it has exited. */
export function stopper(child, signal) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill(signal)
    })
}

/**
 * One load of `url` not counted, until the network is quiet: the mock draws each picture on its
 * first request (hundreds of milliseconds of the server's CPU beside a measured load).
 */
export async function warmUp(browser, url, contextOptions) {
  const context = await browser.newContext(contextOptions)
  await (await context.newPage()).goto(url, { waitUntil: 'networkidle' })
  await context.close()
}

export async function startPreview(port) {
  // Another server on the port would answer the readiness check below and be measured instead.
  // A refused connection is a free port; an answer, or none within 2 s, a taken one.
  const taken = await fetch(`http://localhost:${port}/`, {
    signal: AbortSignal.timeout(2000),
  }).then(
    () => true,
    (error) => error?.name === 'TimeoutError',
  )
  if (taken) throw new Error(`port ${port} is taken: choose a free one`)
  const child = spawn(
    process.execPath,
    [`${root}/node_modules/vite/bin/vite.js`, 'preview', '--port', String(port), '--strictPort'],
    {
      cwd: process.env.PERF_ROOT ?? root,
      env: { ...process.env, MOCK_API: 'on' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const base = `http://localhost:${port}`
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`vite preview stopped:\n${output}`)
    try {
      const response = await fetch(`${base}/api/webshop/v1/config`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  return {
    base,
    stop: stopper(child, 'SIGTERM'),
  }
}

/** A cart with one dated item, made through the mock API as the shop's page would. */
export async function createCart(base, slug = 'lake-kayak-brienz') {
  const jar = new Map()
  const call = async (method, path, body) => {
    const headers = { Accept: 'application/json', 'Accept-Language': 'de' }
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = jar.get('XSRF-TOKEN')
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
    return response.status === 204 ? undefined : (await response.json()).data
  }
  await call('GET', '/sanctum/csrf-cookie')
  const api = '/api/webshop/v1'
  const state = await call('GET', '/api/__mock/state')
  const to = new Date(Date.parse(`${state.today}T12:00:00Z`) + 60 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const listing = await call('GET', `${api}/listings/${slug}`)
  const sku = listing.skus[0]
  const days = await call(
    'GET',
    `${api}/listings/${slug}/availability?sku=${sku.id}&from=${state.today}&to=${to}`,
  )
  const day = days.find((d) => d.date > state.today && d.status === 'AVAILABLE')
  const slots = await call('GET', `${api}/listings/${slug}/slots?sku=${sku.id}&date=${day.date}`)
  const cart = await call('POST', `${api}/carts`)
  await call('POST', `${api}/carts/${cart.id}/items`, {
    skuId: sku.id,
    slotId: slots[0].id,
    lines: [{ variantId: sku.variants[0].id, quantity: 2 }],
  })
  return cart.id
}

export const LISTING = 'lake-kayak-brienz'

/**
 * The pages we measure. `target`: the page's byte budget (KiB gzip, JS + CSS + catalogues
 * loaded until network idle). `limit`: what the check enforces, the figure measured when it was
 * last set plus 0.5 KiB; it goes down, or up only for a trade recorded in docs/performance.md
 * ("Byte budgets"), never above the target. The figure does not depend on the machine's speed:
 * the loading bar's nprogress is not fetched on a first load. `bench` marks the pages
 * Lighthouse runs on.
 */
export async function perfPages(base) {
  const cart = await createCart(base)
  const pages = [
    { name: 'home', path: '/de', target: 130, limit: 128.1, bench: true },
    {
      name: 'listing detail',
      path: `/de/listing/${LISTING}`,
      target: 165,
      limit: 158.5,
      bench: true,
    },
    {
      name: 'checkout step 1',
      path: `/de/checkout/${cart}`,
      target: 170,
      limit: 162.9,
      bench: true,
    },
    // The least room of any page: the card-or-TWINT choice above the pay button is part of its
    // first view (docs/performance.md, "Thin margins").
    {
      name: 'payment link',
      path: '/de/aftersales/payment/pl-payable',
      target: 138,
      limit: 138.0,
      bench: true,
    },
    // The booking page of the confirmation e-mail, opened cold on a phone.
    { name: 'booking page', path: '/de/aftersales/booking/ord-paid', target: 150, limit: 149.7 },
    { name: 'embed search', path: '/de/embed/v1/search', target: 130, limit: 129.6 },
    { name: 'embed upcoming', path: '/de/embed/v1/upcoming', target: 130, limit: 129.7 },
    { name: 'embed listing', path: `/de/embed/v1/listing/${LISTING}`, target: 130, limit: 129.3 },
    {
      name: 'embed booking',
      path: `/de/embed/v1/booking/${LISTING}`,
      target: 160,
      limit: 154.3,
      bench: true,
    },
  ]
  // Every page is measured for a visitor with that cart remembered (one item): the header's
  // cart button then prefetches the drawer and the checkout's first step on idle.
  return pages.map((page) => ({ ...page, cart }))
}

/**
 * What a page prefetches when the browser is idle after it has loaded (src/lib/loading/idle.ts: the
 * cart drawer and, with a cart, the checkout's first step), measured apart from the page's own
 * bytes, KiB gzip. Its own limit: the largest figure measured (the home's) plus 1 KiB
 * (docs/performance.md, "Idle prefetch, counted apart").
 */
export const IDLE_PREFETCH_LIMIT = 42.3

/** The first of our ports: BUDGET_PORT, else one above E2E_PORT, else 5318. */
export function ownPort(variable, offset) {
  if (process.env[variable]) return Number(process.env[variable])
  return Number(process.env.E2E_PORT ?? 5317) + offset
}
