import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { catalogueFileName } from '../scripts/vite-catalogues'

// Request discipline (issue #11): one request per need. The configuration and the first
// catalogues start from index.html and are adopted by the app; nothing is fetched twice.
const CONFIG = '/api/webshop/v1/config'
const LISTINGS = '/api/webshop/v1/listings'
const MEDIA = '/api/media/v1/media/'

function countRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return (test: (path: string) => boolean) => paths.filter(test).length
}

/**
 * Holds the app's entry script back until a request matching `until` has been seen: a request
 * the app made itself could not have started by then. `held()` says whether it was held.
 */
async function holdEntryUntil(page: Page, until: (path: string) => boolean) {
  let release!: () => void
  const seen = new Promise<void>((resolve) => (release = resolve))
  page.on('request', (request) => {
    if (until(new URL(request.url()).pathname)) release()
  })
  let held = false
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    held = true
    await seen
    await route.continue()
  })
  return () => held
}

/** The pictures the page asks for (their full URLs), in order. */
function requestedPictures(page: Page): string[] {
  const pictures: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(MEDIA)) pictures.push(request.url())
  })
  return pictures
}

for (const lang of ['de', 'en'])
  test(`a page load requests the configuration and each catalogue once (${lang}: no other language's)`, async ({
    page,
    mockSession: _,
  }) => {
    const count = countRequests(page)
    await page.goto(`/${lang}/listing/lake-kayak-brienz`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(count((path) => path === CONFIG)).toBe(1)
    // A deep link to a listing: every page's first catalogues and the route's in one file, none
    // of them on its own.
    for (const ns of ['common', 'errors', 'listings'])
      expect(
        count((path) => new RegExp(`/assets/${ns}-[\\w-]+\\.js$`).test(path)),
        ns,
      ).toBe(0)
    expect(count((path) => /\/assets\/listing-texts\./.test(path))).toBe(1)
    expect(count((path) => path.includes(`/assets/listing-texts.${lang}-`))).toBe(1)
  })

test('the overview asks for its listings from index.html, beside the configuration, once', async ({
  page,
  mockSession: _,
}) => {
  const count = countRequests(page)
  const entryHeld = await holdEntryUntil(page, (path) => path === LISTINGS)
  await page.goto('/de')
  await expect(page.locator('.listing-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(entryHeld()).toBe(true)
  expect(count((path) => path === LISTINGS)).toBe(1)
  expect(count((path) => path === CONFIG)).toBe(1)
})

test('the hero and the first row of card pictures are requested from index.html, before the app, once', async ({
  page,
  mockSession: _,
}) => {
  const pictures = requestedPictures(page)
  // Only index.html's boot script can have asked for a picture while the app's entry script is
  // held back (the hero and the cards are rendered by the app).
  const entryHeld = await holdEntryUntil(page, (path) => path.startsWith(MEDIA))
  await page.goto('/de')
  const eager = page.locator('.listing-card__image[loading="eager"]')
  await expect(eager.first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(entryHeld()).toBe(true)
  // Preloads of the hero and of each card of the first row and of no other picture (the
  // prerendered head names the hero as the boot script does), and each picture shows the
  // preloaded file: requested once, and no other width of the same picture.
  const rows = await eager.count()
  expect(rows).toBeGreaterThan(0)
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')))
  expect(new Set(preloaded).size).toBe(rows + 1)
  const shown = [
    page.locator('.hero__image'),
    ...Array.from({ length: rows }, (_, i) => eager.nth(i)),
  ]
  for (const picture of shown) {
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    const path = new URL(src).pathname
    expect(pictures.filter((url) => url === src)).toHaveLength(1)
    expect(pictures.filter((url) => new URL(url).pathname === path)).toHaveLength(1)
  }
})

test("pictures further down the list and the cart button wait until the first pictures are shown; the header's logo comes with the first view", async ({
  page,
  mockSession: _,
}) => {
  // A phone: the browser's lazy-load distance covers the next cards, below the screen.
  await page.setViewportSize({ width: 412, height: 823 })
  const events: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    events.push(url.pathname)
    // The header's logo (48 px at twice the density), not the favicon (64 px).
    if (/\/logo-[\w-]+\.jpg$/.test(url.pathname) && url.searchParams.get('width') === '96')
      events.push('header logo')
  })
  let releaseHero!: () => void
  const hero = new Promise<void>((resolve) => (releaseHero = resolve))
  await page.route(/\/api\/media\/v1\/media\/hero-[\w-]+\.jpg/, async (route) => {
    await hero
    await route.continue()
  })
  // Its load event waits for the held hero.
  await page.goto('/de', { waitUntil: 'domcontentloaded' })
  // The page is there while its hero is still on its way; then the hero arrives.
  await expect(page.locator('.listing-card').nth(1)).toBeAttached()
  events.push('hero released')
  releaseHero()
  const later = page.locator('.listing-card__image[loading="lazy"]').first()
  await expect.poll(() => later.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('')
  await expect(page.locator('.cart-button')).toBeVisible()
  const released = events.indexOf('hero released')
  const laterPath = new URL(await later.evaluate((img: HTMLImageElement) => img.currentSrc))
    .pathname
  const cartButton = (path: string) => /\/assets\/CartButton-[\w-]+\.js$/.test(path)
  expect(events.indexOf(laterPath)).toBeGreaterThan(released)
  expect(events.findIndex(cartButton)).toBeGreaterThan(released)
  // The prerendered first view names the logo's file (it shows without a script too), a small
  // one asked for beside the hero.
  await expect(page.locator('.shop-logo')).toHaveAttribute('src', /logo-/)
  expect(events.indexOf('header logo')).toBeGreaterThanOrEqual(0)
  expect(events.indexOf('header logo')).toBeLessThan(released)
})

test("the overview's layout code and texts are requested from index.html, before the app, once", async ({
  page,
  mockSession: _,
}) => {
  const count = countRequests(page)
  // Only index.html's boot script can have asked for the overview's catalogues while the app's
  // entry script is held back (the app asks for them in the overview's loader): in one file,
  // none of them on its own.
  // The same for the shop layout's code (in the `shell` chunk, vite.config.ts): the entry runs
  // only once both have been asked for.
  const wanted = [/\/assets\/overview-texts\.de-[\w-]+\.js$/, /\/assets\/shell-[\w-]+\.js$/]
  const asked = new Set<RegExp>()
  const entryHeld = await holdEntryUntil(page, (path) => {
    for (const file of wanted) if (file.test(path)) asked.add(file)
    return asked.size === wanted.length
  })
  await page.goto('/de')
  await expect(page.locator('.listing-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(entryHeld()).toBe(true)
  expect(count((path) => /\/assets\/overview-texts\./.test(path))).toBe(1)
  for (const ns of ['common', 'errors', 'listings'])
    expect(
      count((path) => path === `/assets/${catalogueFileName(process.cwd(), 'de', ns)}`),
      ns,
    ).toBe(0)
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  for (const path of preloads)
    expect(
      count((seen) => seen === path),
      path,
    ).toBe(1)
})

test("a listing's first cover picture is requested from index.html, before the app, once", async ({
  page,
  mockSession: _,
}) => {
  const pictures = requestedPictures(page)
  const entryHeld = await holdEntryUntil(page, (path) => path.startsWith(MEDIA))
  await page.goto('/de/listing/lake-kayak-brienz')
  const cover = page.locator('.gallery__cover img').first()
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  expect(entryHeld()).toBe(true)
  // The page's own picture is the preloaded file: requested once, no other width of it.
  const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(pictures.filter((url) => url === src)).toHaveLength(1)
  expect(pictures.filter((url) => new URL(url).pathname === new URL(src).pathname)).toHaveLength(1)
})

test('a filtered overview asks for its listings once, after the configuration', async ({
  page,
  mockSession: _,
}) => {
  const count = countRequests(page)
  await page.goto('/de?type=ACTIVITY')
  await expect(page.locator('.listing-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(count((path) => path === LISTINGS)).toBe(1)
})

test('a configuration answer of 400 is requested once (not a retry status)', async ({
  page,
  mockSession: _,
}) => {
  await page.request.post('/api/__mock/faults', { data: { path: CONFIG, status: 400, times: 5 } })
  const count = countRequests(page)
  await page.goto('/de')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(count((path) => path === CONFIG)).toBe(1)
})

test('the version check waits until the page has loaded and the browser is idle', async ({
  page,
  mockSession: _,
}) => {
  const count = countRequests(page)
  const isVersion = (path: string) => path === '/version.json'
  // The configuration is held back: the page waits for it, the browser has idle moments.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${CONFIG}`, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/de', { waitUntil: 'commit' })
  await page.waitForLoadState('load')
  // Two idle callbacks after the load event: a check started on the first idle moment would be out.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  )
  expect(count(isVersion)).toBe(0)
  release()
  await expect(page.locator('.listing-card').first()).toBeVisible()
  await expect.poll(() => count(isVersion)).toBe(1)
})

test('server HTML is sanitised by the browser where it can: no DOMPurify download', async ({
  page,
  mockSession: _,
}) => {
  const count = countRequests(page)
  await page.goto('/de/listing/lake-kayak-brienz')
  await expect(page.locator('#intro-text p').first()).toContainText('Zweierkajak')
  await page.waitForLoadState('networkidle')
  expect(count((path) => /\/assets\/native-[\w-]+\.js$/.test(path))).toBe(1)
  expect(count((path) => /\/assets\/dompurify-/.test(path))).toBe(0)
})

test('a listing card loads its page and data on intent, before the click', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/de')
  const card = page.locator('.listing-card__link').first()
  await expect(card).toBeVisible()
  const slug = (await card.getAttribute('href'))!.split('/').pop()!
  const detail = page.waitForRequest((r) => r.url().endsWith(`/api/webshop/v1/listings/${slug}`))
  await card.hover()
  await detail
  await expect(page).toHaveURL(/\/de$/)
})

test('hashed assets and prerendered pages are served precompressed: brotli, else gzip', async ({
  request,
}) => {
  // A page without a prerendered first view names its module scripts in its head.
  const html = await (await request.get('/de/imprint')).text()
  const script = /<script type="module" crossorigin src="(\/assets\/app-[^"]+)"/.exec(html)![1]!
  const framework = /src="(\/assets\/framework-[^"]+\.js)"/.exec(html)![1]!
  for (const [path, type] of [
    [script, /javascript/],
    [framework, /javascript/],
    [`/fr/listing/${BOOT_SLUG}`, /^text\/html/],
    ['/sitemap.xml', /^application\/xml/],
  ] as const) {
    const br = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(br.headers()['content-encoding'], path).toBe('br')
    expect(br.headers()['content-type']).toMatch(type)
    // What the prerender rewrites is asked for again each time; hashed files are kept a year.
    expect(br.headers()['cache-control'], path).toBe(
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
    expect(br.headers()['vary']).toMatch(/Accept-Encoding/)
    const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding'], path).toBe('gzip')
    // Both decode to the same file.
    expect((await br.body()).equals(await gzip.body())).toBe(true)
  }
})

const BOOT_SLUG = 'canyoning-saxetbach'

/**
 * Opens `path`, a deep link to the listing BOOT_SLUG or its booking widget, with the app's entry
 * script held back until the listing's request and then the shown month's and the next
 * available day's slots (both asked for as soon as the listing's answer is there) have been seen:
 * requests the app made itself could not have started yet. Then checks that each was asked for
 * once (adopted by the app) and that the route's catalogues came in one file. Returns every
 * request of the load.
 */
async function openBootedDeepLink(page: Page, path: string): Promise<URL[]> {
  const detail = `${LISTINGS}/${BOOT_SLUG}`
  const requested: URL[] = []
  page.on('request', (request) => requested.push(new URL(request.url())))
  const june = (url: URL) =>
    url.pathname === `${detail}/availability` && url.searchParams.get('from') === '2026-06-01'
  const held = await holdEntryUntil(page, (path) => path === `${detail}/slots`)
  const monthBeforeSlots = new Promise<boolean>((resolve) =>
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `${detail}/slots`) resolve(requested.some(june))
    }),
  )
  await page.goto(path)
  await expect(
    page.locator('.calendar .day--available button:not([disabled])').first(),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(held()).toBe(true)
  expect(await monthBeforeSlots).toBe(true)
  expect(requested.filter((url) => url.pathname === detail)).toHaveLength(1)
  // The shown month (June at the test instant), asked for once and adopted by the calendar (the
  // next month is prefetched by the page).
  expect(requested.filter(june)).toHaveLength(1)
  // The first slots asked for (the listing's next available day's, by index.html), once: the
  // loader's prefetch of that day adopted them.
  const slots = requested.filter((url) => url.pathname === `${detail}/slots`)
  const first = slots[0]!.searchParams.get('date')
  expect(slots.filter((url) => url.searchParams.get('date') === first)).toHaveLength(1)
  // Every day's slots once: those index.html asked for as soon as the month was in (its first
  // AVAILABLE days') were adopted by the loader's queries, not asked for again.
  const dates = slots.map((url) => url.searchParams.get('date'))
  expect(dates.length).toBeGreaterThan(1)
  expect(new Set(dates).size).toBe(dates.length)
  // The route's six catalogues (every page's first two and the route's four) came in one file
  // (German only), none of them on its own.
  expect(
    requested.filter((url) => /\/listing-texts\.de-[\w-]+\.js$/.test(url.pathname)),
  ).toHaveLength(1)
  expect(requested.filter((url) => /\/listing-texts\./.test(url.pathname))).toHaveLength(1)
  for (const ns of ['common', 'errors', 'listings', 'problems', 'booking', 'cart']) {
    const file = `/assets/${catalogueFileName(process.cwd(), 'de', ns)}`
    expect(requested.filter((url) => url.pathname === file)).toHaveLength(0)
  }
  return requested
}

test("a deep link to a listing asks for it, its month and its next day's slots from index.html, once each", async ({
  page,
  mockSession: _,
}) => {
  const requested = await openBootedDeepLink(page, `/de/listing/${BOOT_SLUG}`)
  // The route's code was preloaded by index.html and fetched once.
  for (const file of [/\/listing\._slug-[\w-]+\.js$/, /\/BookingSection-[\w-]+\.js$/])
    expect(
      requested.filter((url) => file.test(url.pathname)),
      String(file),
    ).toHaveLength(1)
  // Its texts are on the page (booking: the calendar's hint and its next-month button).
  await expect(page.getByText('Wählen Sie ein Datum, um die Zeiten zu sehen.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible()
})

test('a deep link to a listing without dated offers: its early month answers no days, no request fails', async ({
  page,
  mockSession: _,
}) => {
  // index.html asks for the month before it knows the listing; a voucher or goods listing has no
  // days (an empty list), so the console shows no failed request (docs/api/README.md).
  const failed: string[] = []
  const months: number[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.endsWith('/availability')) months.push(response.status())
    if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`)
  })
  await page.goto('/de/listing/hiking-map-jungfrau')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(months).toEqual([200])
  expect(failed).toEqual([])
})

test("the booking widget asks for its listing, month and next day's slots from index.html, once each", async ({
  page,
  mockSession: _,
}) => {
  // The address the embed loader gives the frame: its own `widget` and `origin` are no booking
  // search, so the month is asked for all the same.
  const requested = await openBootedDeepLink(
    page,
    `/de/embed/v1/booking/${BOOT_SLUG}?widget=w1&origin=https%3A%2F%2Fpartner.example`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The widget's code and every other file once (index.html's preloads adopted), and no cover
  // picture (the widget shows none).
  const assets = requested.filter((url) => url.pathname.startsWith('/assets/'))
  expect(assets.filter((url) => /\/BookingSection-[\w-]+\.js$/.test(url.pathname))).toHaveLength(1)
  expect(assets.length).toBe(new Set(assets.map((url) => url.pathname)).size)
  const listing = await (
    await page.request.get(`${LISTINGS}/${BOOT_SLUG}`, { headers: { Accept: 'application/json' } })
  ).json()
  const cover = `${MEDIA}${listing.data.mediaIds[0]}.jpg`
  expect(requested.filter((url) => url.pathname === cover)).toHaveLength(0)
  await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible()
})

// The texts files index.html imports (scripts/route-boot.ts): where one fails, the app loads each
// of its catalogues on its own, once.
for (const { page: name, path, texts, shown, namespaces } of [
  {
    page: 'a deep link',
    path: '/de/listing/canyoning-saxetbach',
    texts: /\/assets\/listing-texts\./,
    shown: 'Wählen Sie ein Datum, um die Zeiten zu sehen.',
    namespaces: ['common', 'errors', 'listings', 'problems', 'booking', 'cart'],
  },
  {
    page: 'an overview',
    path: '/de',
    texts: /\/assets\/overview-texts\./,
    shown: 'Unsere Angebote',
    namespaces: ['common', 'errors', 'listings'],
  },
])
  test(`${name} whose texts file cannot be fetched loads each catalogue on its own`, async ({
    page,
    mockSession: _,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.route(texts, (route) => route.abort('internetdisconnected'))
    await page.goto(path)
    await expect(page.getByText(shown)).toBeVisible()
    await page.waitForLoadState('networkidle')
    for (const ns of namespaces) {
      const file = `/assets/${catalogueFileName(process.cwd(), 'de', ns)}`
      expect(
        requested.filter((seen) => seen === file),
        ns,
      ).toHaveLength(1)
    }
  })

test("a day's slots are in hand before the click: the click asks for nothing", async ({
  page,
  mockSession: _,
}) => {
  const slots = `${LISTINGS}/canyoning-saxetbach/slots`
  let clicked = false
  const before = new Set<string>()
  const after: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== slots) return
    const date = url.searchParams.get('date')!
    if (clicked) after.push(date)
    else before.add(date)
  })
  await page.goto('/de/listing/canyoning-saxetbach')
  const day = page.locator('.calendar .day--available button:not([disabled])').first()
  await expect(day).toBeVisible()
  // The first available days' slots arrive without any hover or focus on a day.
  await expect.poll(() => before.size).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  clicked = true
  await day.click()
  await expect(page.locator('input[name="booking-slot"]').first()).toBeVisible()
  const date = new URL(page.url()).searchParams.get('date')!
  expect([...before]).toContain(date)
  expect(after).not.toContain(date)
})
