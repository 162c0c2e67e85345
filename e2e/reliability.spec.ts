import type { Locator, Page } from '@playwright/test'
import { heldUntilReleased, test, expect as baseExpect } from './fixtures'
import { CONTACT, api, createCart, fillContact } from './shop-helpers'
import {
  API,
  CallFaults,
  DEADLINE,
  FAULTS,
  RETRY_AFTER_S,
  expectedWords,
  ledger,
  passDeadlines,
  words,
  type Fault,
  type Lang,
  type Ledger,
} from './reliability-faults'

/**
 * The fault matrix (docs/reliability.md): every call of the main flows × every fault, one test
 * per call, one step per cell, on one page where the state allows. Each cell checks the words
 * the visitor reads (in the page's language: de, en and fr in turn), that what they typed is
 * still there, that they can carry on once the fault is gone, and, from the mock's ledger, that
 * nothing was created twice. Faults come from page.route (reliability-faults.ts); a missed
 * deadline is passed with Playwright's clock, never waited for.
 */
const expect = baseExpect.configure({ timeout: 10_000 })

interface Cell {
  page: Page
  lang: Lang
  /** Set up by `setup`, once per call (a cart's id). */
  state: { id: string }
  /** The cell's number (distinct values to type). */
  n: number
}

interface Call {
  name: string
  lang: Lang
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: RegExp
  /** A read that the route's error screen reports (the page cannot show without it). */
  page?: boolean
  /** Read before the app's first render: only the app shell's "Loading…" shows meanwhile. */
  beforeFirstRender?: boolean
  /** Once per call (carts, orders through the mock API). */
  setup?: (cell: Cell) => Promise<{ id: string }>
  /** Before each cell: up to the moment the visitor acts (typing included). */
  before?: (cell: Cell) => Promise<void>
  /** The visitor's action that makes the call. */
  act: (cell: Cell) => Promise<void>
  /** Where the message shows (default: the page). */
  region?: (cell: Cell) => Locator
  /** The fault is gone: how the visitor carries on (default: the same action again). */
  again?: (cell: Cell) => Promise<void>
  /** The call went through, as the visitor sees it. */
  done: (cell: Cell) => Promise<void>
  /** What the visitor typed is still there. */
  kept?: (cell: Cell) => Promise<void>
  /** What one success adds to the ledger (every other count stays, but those `loose`). */
  creates?: Partial<Ledger>
  /** Counts a success may change either way (a map joining its line or not). */
  loose?: (keyof Ledger)[]
  /** Faults left out, with the reason (docs/reliability.md lists them). */
  skip?: Partial<Record<Fault, string>>
  /** The contract's answers for this call: 422 with field texts, documented 409/410 codes. */
  answers?: Answer[]
}

interface Answer {
  name: string
  status: number
  body: unknown
  /** What the visitor reads. */
  says: (lang: Lang) => string
  /** A final answer: nothing to carry on with on this page. */
  final?: boolean
}

const refusal = (status: number, code: string, details?: unknown) => ({
  name: `${status} ${code}`,
  status,
  body: { message: code, code, ...(details ? { details } : {}) },
})
const invalid = (field: string, text: string) => ({
  name: `422 ${field}`,
  status: 422,
  body: { message: 'The given data was invalid.', errors: { [field]: [text] } },
  says: () => text,
})
const holdExpired = {
  ...refusal(409, 'CART_EXPIRED'),
  says: (lang: Lang) => words(lang, 'checkout:hold.expired'),
  final: true,
}

/** "Try again" on the error screen. */
const tryAgain = ({ page, lang }: Cell) =>
  page
    .getByRole('button', { name: words(lang, 'errors:tryAgain'), exact: true })
    .first()
    .click()

function plus(before: Ledger, change: Partial<Ledger> = {}): Ledger {
  const after = { ...before }
  for (const [key, value] of Object.entries(change)) after[key as keyof Ledger] += value
  return after
}

/**
 * A visitor who has been on the page a moment before the connection drops: its later parts (the
 * header's cart button, what is fetched when the browser is idle: the next step's code, the
 * message table) have arrived. A part that could not be fetched offline stays failed for the
 * document, and the app reloads the page once back online.
 */
async function settled(page: Page) {
  await expect(page.locator('.cart-button-slot')).toHaveCount(0)
  await expect(
    page.locator('html:not([data-idle-prefetch]), html[data-idle-prefetch="done"]'),
  ).toHaveCount(1)
}

/** Where the call's messages show: its region, else the whole page. */
const regionOf = (call: Call, cell: Cell) => call.region?.(cell) ?? cell.page.locator('body')

/** Runs every fault of one call as steps of one test. */
function matrix(call: Call) {
  test(`${call.name} (${call.lang}, ${call.method})`, async ({ page, mockSession: _ }) => {
    const mutation = call.method !== 'GET'
    const faults = new CallFaults(page, call.method, call.path)
    await faults.install()
    const cell: Cell = { page, lang: call.lang, state: { id: '' }, n: 0 }
    cell.state = (await call.setup?.(cell)) ?? cell.state
    const notice = page
      .getByRole('status')
      .filter({ hasText: words(call.lang, 'errors:connection.offline') })
    for (const fault of FAULTS) {
      if (call.skip?.[fault]) continue
      cell.n += 1
      await test.step(`${call.name} × ${fault}`, async () => {
        await faults.clear()
        await call.before?.(cell)
        const before = await ledger(page)
        if (fault === 'offline' && mutation) {
          await settled(page)
          // Nothing may be sent: the visitor is told at once.
          await page.context().setOffline(true)
          await call.act(cell)
        } else if (fault === 'offline') {
          // A read asked again while the connection is gone: the page's code and texts are
          // there (it failed once with a 500), then the connection drops and the visitor asks.
          faults.arm('500')
          await call.act(cell)
          const failed = expectedWords('500', { lang: call.lang, mutation, page: call.page })!
          await expect(regionOf(call, cell).getByText(failed)).toBeVisible()
          await settled(page)
          await page.context().setOffline(true)
          await faults.clear()
          await (call.again ?? call.act)(cell)
        } else {
          faults.arm(fault)
          await call.act(cell)
        }
        const says = expectedWords(fault, { lang: call.lang, mutation, page: call.page })
        const region = regionOf(call, cell)
        if (fault === 'missed deadline') {
          // Waits over a few seconds say that it is still working: counted from the call's
          // start, so the clock moves only once the page has sent it (a busy machine may take
          // a moment between the visitor's action and the request).
          await expect.poll(() => faults.sent).toBeGreaterThan(0)
          // A page this step loads: index.html sends its request before the app has arrived, and on
          // a busy machine the app may still be starting. Time jumps once the app's layout is up
          // (its connection notice is there), not in the middle of its start-up: a jump there once
          // left the router's loading page up for good (CI, 24 Nov 2026).
          if (!call.beforeFirstRender)
            await expect(page.locator('.connection-notice')).toHaveCount(1)
          await page.clock.fastForward(3_500)
          if (!call.beforeFirstRender) {
            await expect(
              page
                .getByRole('status')
                .filter({ hasText: words(call.lang, 'errors:connection.slow') }),
            ).toBeVisible()
          }
          const message = says ? region.getByText(says).first() : null
          await passDeadlines(
            page,
            mutation ? DEADLINE.mutation : DEADLINE.read,
            async () => (message ? message.isVisible() : faults.sent >= 2),
            () => faults.sent,
          )
        }
        if (says) {
          await expect(region.getByText(says).first()).toBeVisible()
          await expect(page.getByText(/Something went wrong!/)).toHaveCount(0)
          // "Offline" only when the browser is: a server that cannot be reached is the step's
          // own message.
          if (fault === 'offline') await expect(notice).toBeVisible()
          else await expect(notice).toHaveCount(0)
          await call.kept?.(cell)
          expect(await ledger(page), 'a failed call created nothing').toEqual(before)
          // The fault is gone: the visitor carries on.
          await faults.clear()
          if (fault === 'offline') {
            await page.context().setOffline(false)
            await expect(notice).toHaveCount(0)
          }
          await (call.again ?? call.act)(cell)
        }
        await call.done(cell)
        const after = await ledger(page)
        for (const key of call.loose ?? []) after[key] = before[key] + (call.creates?.[key] ?? 0)
        expect(after, 'created once').toEqual(plus(before, call.creates))
      })
    }
    for (const answer of call.answers ?? []) {
      cell.n += 1
      await test.step(`${call.name} × ${answer.name}`, async () => {
        await faults.clear()
        await call.before?.(cell)
        const before = await ledger(page)
        faults.armAnswer(answer.status, answer.body)
        await call.act(cell)
        const region = regionOf(call, cell)
        await expect(region.getByText(answer.says(call.lang)).first()).toBeVisible()
        await call.kept?.(cell)
        expect(await ledger(page), 'a refused call created nothing').toEqual(before)
        await faults.clear()
        if (answer.final) return
        await (call.again ?? call.act)(cell)
        await call.done(cell)
      })
    }
  })
}

const MAP = 'hiking-map-jungfrau'
const KAYAK = 'lake-kayak-brienz'

async function apiHeaders(page: Page) {
  const cookies = await page.context().cookies()
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  return { 'X-XSRF-TOKEN': xsrf, 'Accept-Language': 'en' }
}

/** A call to the mock API as the shop's page would make it (set-up, not under test). */
async function call(page: Page, method: string, path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: await apiHeaders(page),
    data,
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
  return response.status() === 204 ? null : ((await response.json()) as { data: any }).data // eslint-disable-line @typescript-eslint/no-explicit-any -- mock answers
}

/** A cart with one dated item, named participants and the contact details (via the API). */
async function cartWithContact(page: Page) {
  const cart = await createCart(page, {
    names: [
      ['Anna', 'Muster'],
      ['Ben', 'Muster'],
    ],
  })
  await call(page, 'PUT', `${API}/carts/${cart.cartId}/checkout/contact`, {
    customer: {
      type: 'PRIVATE',
      person: {
        firstname: CONTACT.firstname,
        surname: CONTACT.surname,
        email: CONTACT.email,
        phone: CONTACT.phone,
      },
      address: {
        street: CONTACT.street,
        streetNumber: CONTACT.number,
        postalCode: CONTACT.postcode,
        city: CONTACT.city,
        country: 'CH',
      },
    },
    bookingFor: 'SELF',
  })
  return cart.cartId
}

/** An empty cart remembered by the page (localStorage, as the shop keeps it). */
async function rememberedCart(page: Page, count = 0) {
  await api(page)
  const cart = await call(page, 'POST', `${API}/carts`)
  await page.addInitScript(
    ([id, n]) => localStorage.setItem('webshop.cart', JSON.stringify({ id, count: n })),
    [cart.id as string, count] as const,
  )
  return cart.id as string
}

/** The map (a product without a date): its first variant, once, into a cart. */
async function addMap(page: Page, cartId: string) {
  const listing = await call(page, 'GET', `${API}/listings/${MAP}`)
  const sku = listing.skus[0]
  await call(page, 'POST', `${API}/carts/${cartId}/items`, {
    skuId: sku.id,
    lines: [{ variantId: sku.variants[0].id, quantity: 1 }],
  })
}

const button = (page: Page, lang: Lang, key: string, values?: Record<string, string | number>) =>
  page.getByRole('button', { name: words(lang, key, values), exact: true })

/** A text with a {{value}} in it, as a pattern (e.g. a button with a price). */
const pattern = (lang: Lang, key: string, name: string) =>
  new RegExp(
    words(lang, key, { [name]: '\u0000' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '.+'),
  )

/** A `done` check: the call went through when this shows. */
const shows =
  (find: (cell: Cell) => Locator) =>
  async (cell: Cell): Promise<void> =>
    void (await expect(find(cell)).toBeVisible())

const firstListing = (page: Page) => page.locator(`main a[href*="/listing/"]`).first()
const firstDay = (page: Page) => page.locator('button[data-day]:enabled').first()
/**
 * The month's last available day: its slots are asked for when the visitor points at it (the
 * loader and the idle prefetch fetch only the first available days' slots ahead of a click).
 */
const laterDay = (page: Page) => page.locator('.day--available button[data-day]:enabled').last()
const alertRegion = ({ page }: Cell) => page.getByRole('alert')
/** "Try again" in the region's own alert. */
const alertRetry = ({ page }: Cell) => page.getByRole('alert').getByRole('button').click()
const cartButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: words(lang, 'cart:button.label', { count: 1 }) })
const removeItemButton = (page: Page, lang: Lang) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: pattern(lang, 'cart:drawer.removeItem', 'title') })
const payButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: pattern(lang, 'payment:payable.pay', 'amount') })
const bookedHeading = ({ page, lang }: Cell) =>
  page.getByRole('heading', { level: 1, name: words(lang, 'order:success.booked') })
const addedStatus = ({ page, lang }: Cell) =>
  page.getByRole('status').filter({ hasText: words(lang, 'booking:added.goods') })
const nameBoxes = (page: Page, lang: Lang, name: 'firstname' | 'surname') =>
  page.getByRole('textbox', { name: words(lang, `checkout:configuration.${name}`), exact: true })

/** The map's page ready to add 2 to the cart. */
async function mapWithQuantity(page: Page, lang: Lang) {
  await expect(button(page, lang, 'booking:button.addToCart')).toBeEnabled()
  await page.getByRole('spinbutton').fill('2')
}

/** A fresh mock session (the clock kept): for calls whose success uses up what they need. */
const freshSession = (page: Page) =>
  page.request.post('/api/__mock/reset', { data: { resetClock: false } })

test.describe('fault matrix', () => {
  // One test holds a call's 8 to 11 cells, each a page load or two: room on a busy machine.
  test.describe.configure({ timeout: 150_000 })

  // ---- Reads a page cannot show without: the route's error screen, "Try again". ----------------

  matrix({
    name: 'config',
    lang: 'de',
    method: 'GET',
    path: /\/config$/,
    page: true,
    beforeFirstRender: true,
    act: async ({ page }) => void (await page.goto('/de')),
    again: tryAgain,
    done: shows(({ page }) => firstListing(page)),
  })

  matrix({
    name: 'listings',
    lang: 'en',
    method: 'GET',
    path: /\/listings$/,
    act: async ({ page }) => void (await page.goto('/en')),
    region: alertRegion,
    again: alertRetry,
    done: shows(({ page }) => firstListing(page)),
  })

  matrix({
    name: 'listing detail',
    lang: 'fr',
    method: 'GET',
    path: new RegExp(`/listings/${MAP}$`),
    page: true,
    // A prerendered page: the visitor reads its first view while the app waits for the listing
    // (up to the read's deadline, with the notice when slow), so the navigation returns at the
    // first byte instead of when the app takes over.
    act: async ({ page }) => void (await page.goto(`/fr/listing/${MAP}`, { waitUntil: 'commit' })),
    again: tryAgain,
    done: async ({ page }) =>
      void (await expect(
        page.getByRole('button', { name: words('fr', 'booking:button.addToCart') }),
      ).toBeEnabled()),
  })

  // ---- Reads a region of the page reports: its own message and "Try again". -----------------

  matrix({
    name: 'availability',
    lang: 'de',
    method: 'GET',
    path: new RegExp(`/listings/${KAYAK}/availability$`),
    act: async ({ page }) => void (await page.goto(`/de/listing/${KAYAK}`)),
    region: alertRegion,
    again: alertRetry,
    done: shows(({ page }) => firstDay(page)),
  })

  matrix({
    name: 'slots',
    lang: 'en',
    method: 'GET',
    path: new RegExp(`/listings/${KAYAK}/slots$`),
    before: async ({ page }) => {
      await page.goto(`/en/listing/${KAYAK}`)
      await expect(firstDay(page)).toBeVisible()
    },
    act: ({ page }) => laterDay(page).click(),
    region: alertRegion,
    again: alertRetry,
    done: shows(({ page }) => page.getByRole('radio').first()),
  })

  matrix({
    name: 'cart read (cart drawer)',
    lang: 'fr',
    method: 'GET',
    path: /\/carts\/[\w-]+$/,
    setup: async ({ page }) => {
      const id = await rememberedCart(page, 1)
      await addMap(page, id)
      return { id }
    },
    before: async ({ page, lang }) => {
      await page.goto('/fr/imprint')
      await expect(cartButton(page, lang)).toBeVisible()
    },
    act: ({ page, lang }) => cartButton(page, lang).click(),
    region: ({ page }) => page.getByRole('dialog'),
    again: ({ page, lang }) => button(page, lang, 'cart:drawer.retry').click(),
    done: shows(({ page, lang }) =>
      page.getByRole('dialog').getByRole('link', { name: words(lang, 'cart:drawer.toCheckout') }),
    ),
  })

  // ---- Mutations: the same button again once the fault is gone; never done twice. -----------

  matrix({
    name: 'cart create (first add to cart)',
    lang: 'de',
    method: 'POST',
    path: /\/carts$/,
    before: async ({ page, lang }) => {
      await page.goto(`/de/listing/${MAP}`)
      await page.evaluate(() => localStorage.removeItem('webshop.cart'))
      await page.reload()
      await mapWithQuantity(page, lang)
    },
    act: ({ page, lang }) => button(page, lang, 'booking:button.addToCart').click(),
    kept: async ({ page }) => void (await expect(page.getByRole('spinbutton')).toHaveValue('2')),
    done: shows(addedStatus),
    creates: { carts: 1, items: 1, places: 2 },
  })

  matrix({
    name: 'add item',
    lang: 'en',
    method: 'POST',
    path: /\/carts\/[\w-]+\/items$/,
    setup: async ({ page }) => {
      const id = await rememberedCart(page, 1)
      await addMap(page, id)
      return { id }
    },
    before: async ({ page, lang }) => {
      await page.goto(`/en/listing/${MAP}`)
      await mapWithQuantity(page, lang)
    },
    act: ({ page, lang }) => button(page, lang, 'booking:button.addToCart').click(),
    kept: async ({ page }) => void (await expect(page.getByRole('spinbutton')).toHaveValue('2')),
    done: shows(addedStatus),
    creates: { places: 2 },
    loose: ['items'],
    answers: [
      invalid('lines.0.quantity', 'At most 10 maps per booking.'),
      {
        ...refusal(409, 'SOLD_OUT', { amountLeft: 0 }),
        says: (lang) => words(lang, 'group:errors.taken'),
      },
      {
        ...refusal(409, 'INSUFFICIENT_STOCK', { amountLeft: 1 }),
        says: (lang) => words(lang, 'group:errors.takenSome', { count: 1 }),
      },
    ],
  })

  matrix({
    name: 'change participants',
    lang: 'fr',
    method: 'PATCH',
    path: /\/carts\/[\w-]+\/items\/[\w-]+$/,
    setup: async ({ page }) => ({ id: (await createCart(page)).cartId }),
    before: async ({ page, lang, state, n }) => {
      await page.goto(`/fr/checkout/${state.id}?step=configuration`)
      const first = nameBoxes(page, lang, 'firstname')
      await first.nth(0).fill(`Anna${n}`)
      await first.nth(1).fill(`Ben${n}`)
      const last = nameBoxes(page, lang, 'surname')
      await last.nth(0).fill('Muster')
      await last.nth(1).fill('Muster')
    },
    act: ({ page, lang }) => button(page, lang, 'checkout:configuration.continue').click(),
    kept: async ({ page, lang, n }) =>
      void (await expect(nameBoxes(page, lang, 'firstname').nth(1)).toHaveValue(`Ben${n}`)),
    done: async ({ page }) => void (await expect(page).toHaveURL(/step=contact$/)),
    answers: [
      invalid('items.0.participants.0.firstname', 'This name is not allowed.'),
      holdExpired,
    ],
  })

  matrix({
    name: 'remove item (cart drawer)',
    lang: 'de',
    method: 'DELETE',
    path: /\/carts\/[\w-]+\/items\/[\w-]+$/,
    setup: async ({ page }) => ({ id: await rememberedCart(page, 1) }),
    before: async ({ page, lang, state }) => {
      await addMap(page, state.id)
      await page.goto('/de/imprint')
      await page
        .getByRole('button', { name: pattern(lang, 'cart:button.label_other', 'count') })
        .or(page.getByRole('button', { name: words(lang, 'cart:button.label', { count: 1 }) }))
        .click()
      await expect(removeItemButton(page, lang)).toBeVisible()
    },
    act: ({ page, lang }) => removeItemButton(page, lang).click(),
    region: ({ page }) => page.getByRole('dialog'),
    done: shows(({ page, lang }) =>
      page.getByRole('dialog').getByText(words(lang, 'cart:drawer.empty')),
    ),
    creates: { items: -1, places: -1 },
    answers: [
      {
        ...refusal(409, 'CART_EXPIRED'),
        says: (lang) => words(lang, 'problems:problem.holdExpired'),
        final: true,
      },
    ],
  })

  matrix({
    name: 'checkout read',
    lang: 'en',
    method: 'GET',
    path: /\/carts\/[\w-]+\/checkout$/,
    page: true,
    setup: async ({ page }) => ({ id: await cartWithContact(page) }),
    act: async ({ page, state }) => void (await page.goto(`/en/checkout/${state.id}?step=contact`)),
    again: tryAgain,
    done: shows(({ page, lang }) => button(page, lang, 'order:contact.continue')),
  })

  matrix({
    name: 'contact',
    lang: 'en',
    method: 'PUT',
    path: /\/checkout\/contact$/,
    setup: async ({ page }) => ({
      id: (
        await createCart(page, {
          names: [
            ['A', 'B'],
            ['C', 'D'],
          ],
        })
      ).cartId,
    }),
    before: async ({ page, state, n }) => {
      await page.goto(`/en/checkout/${state.id}?step=contact`)
      await fillContact(page, { email: `anna.${n}@example.ch` })
    },
    act: ({ page, lang }) => button(page, lang, 'order:contact.continue').click(),
    kept: async ({ page, n }) =>
      void (await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
        `anna.${n}@example.ch`,
      )),
    done: async ({ page }) => void (await expect(page).toHaveURL(/step=payment$/)),
    answers: [invalid('customer.person.email', 'This e-mail address is blocked.'), holdExpired],
  })

  matrix({
    name: 'voucher',
    lang: 'fr',
    method: 'POST',
    path: /\/carts\/[\w-]+\/vouchers$/,
    setup: async ({ page }) => ({ id: await cartWithContact(page) }),
    before: async ({ page, lang, state }) => {
      const cart = await call(page, 'GET', `${API}/carts/${state.id}`)
      for (const code of cart.voucherCodes ??
        cart.vouchers?.map((v: { code: string }) => v.code) ??
        []) {
        await call(page, 'DELETE', `${API}/carts/${state.id}/vouchers/${code}`)
      }
      await page.goto(`/fr/checkout/${state.id}?step=payment`)
      await page.getByLabel(words(lang, 'order:voucher.code')).fill('SOMMER-50')
    },
    act: ({ page, lang }) => button(page, lang, 'order:voucher.apply').click(),
    kept: async ({ page, lang }) =>
      void (await expect(page.getByLabel(words(lang, 'order:voucher.code'))).toHaveValue(
        'SOMMER-50',
      )),
    done: shows(({ page }) => page.getByRole('status').filter({ hasText: 'SOMMER-50' })),
    creates: { vouchers: 1 },
    answers: [invalid('code', 'This code cannot be used here.'), holdExpired],
  })

  matrix({
    name: 'submit',
    lang: 'de',
    method: 'POST',
    path: /\/checkout\/submit$/,
    before: async ({ page, lang }) => {
      // A fresh session each time (one cart per order; the slot's places would run out).
      await freshSession(page)
      const id = await cartWithContact(page)
      await page.goto(`/de/checkout/${id}?step=payment`)
      await page.getByRole('radio', { name: words(lang, 'order:payment.methods.LATER') }).check()
      await page
        .getByRole('checkbox', {
          name: new RegExp(words(lang, 'order:payment.termsBefore').trim()),
        })
        .check()
    },
    act: ({ page, lang }) =>
      page.getByRole('button', { name: pattern(lang, 'order:payment.submit', 'amount') }).click(),
    kept: async ({ page, lang }) =>
      void (await expect(
        page.getByRole('radio', { name: words(lang, 'order:payment.methods.LATER') }),
      ).toBeChecked()),
    done: shows(bookedHeading),
    creates: { orders: 1 },
    answers: [
      invalid('termsAccepted', 'The terms must be accepted.'),
      { ...holdExpired, ...refusal(409, 'HOLD_EXPIRED') },
    ],
  })

  matrix({
    name: 'order status (success page)',
    lang: 'en',
    method: 'GET',
    path: /\/orders\/[\w-]+$/,
    page: true,
    setup: async ({ page }) => {
      const id = await cartWithContact(page)
      const placed = await call(page, 'POST', `${API}/carts/${id}/checkout/submit`, {
        paymentMethod: 'LATER',
        termsAccepted: true,
        returnUrl: `/en/checkout/${id}/success`,
      })
      // The tab that submits keeps the order token (a checked-out cart names none).
      await page.addInitScript(
        ([key, token]) => sessionStorage.setItem(key!, token!),
        [`checkout:${id}:order`, placed.order.token as string],
      )
      return { id }
    },
    act: async ({ page, state }) => void (await page.goto(`/en/checkout/${state.id}/success`)),
    again: tryAgain,
    done: shows(bookedHeading),
  })

  matrix({
    name: 'payment link read',
    lang: 'fr',
    method: 'GET',
    path: /\/payment-links\/pl-payable$/,
    act: async ({ page }) => void (await page.goto('/fr/aftersales/payment/pl-payable')),
    again: ({ page, lang }) => button(page, lang, 'payment:error.retry').first().click(),
    done: shows(({ page, lang }) => payButton(page, lang)),
    answers: [
      {
        ...refusal(410, 'LINK_EXPIRED'),
        says: (lang) => words(lang, 'payment:notFound.heading'),
        final: true,
      },
    ],
  })

  matrix({
    name: 'pay (payment link)',
    lang: 'de',
    method: 'POST',
    path: /\/payment-links\/pl-payable\/payments$/,
    before: async ({ page, lang }) => {
      // A fresh session each time: the mock keeps one open payment per link and reuses it.
      await freshSession(page)
      await page.goto('/de/aftersales/payment/pl-payable')
      await expect(payButton(page, lang)).toBeVisible()
    },
    act: ({ page, lang }) => payButton(page, lang).click(),
    // After a failed payment start the page offers "Try again" (the link is read again).
    again: async ({ page, lang }) => {
      await button(page, lang, 'payment:error.retry').click()
      await payButton(page, lang).click()
    },
    done: async ({ page }) =>
      void (await expect(page).not.toHaveURL(/\/aftersales\/payment\/pl-payable$/)),
    creates: { payments: 1 },
    answers: [
      {
        ...refusal(409, 'NO_OPEN_AMOUNT'),
        says: (lang) => words(lang, 'payment:paid.heading'),
        final: true,
      },
      {
        ...refusal(409, 'NOT_PAYABLE_ONLINE'),
        says: (lang) => words(lang, 'payment:notPayableOnline.heading'),
        final: true,
      },
      {
        ...refusal(410, 'LINK_EXPIRED'),
        says: (lang) => words(lang, 'payment:notFound.heading'),
        final: true,
      },
    ],
  })
})

test.describe('a failure before the message table’s texts are there', () => {
  test('the cart drawer says the general text at once, then the table’s message once its texts arrive', async ({
    page,
    mockSession: _,
  }) => {
    // A visitor who opens the cart at once: nothing fetched on idle yet, and the table's texts
    // come late (a slow connection).
    await page.addInitScript(() => {
      ;(window as { __webshopIdlePrefetch?: 'hold' }).__webshopIdlePrefetch = 'hold'
    })
    const texts = heldUntilReleased()
    const tooMany = words('fr', 'problems:problem.tooManyWait', { count: RETRY_AFTER_S })
    await page.route(/\/assets\/problems-[\w-]+\.js$/, async (route) => {
      // The French catalogue only (the table's code has the same name and is let through).
      const response = await route.fetch()
      if ((await response.text()).includes(tooMany.split(' ')[0]!)) await texts.held
      await route.fulfill({ response })
    })
    const id = await rememberedCart(page, 1)
    await addMap(page, id)
    await page.route(/\/api\/webshop\/v1\/carts\/[\w-]+$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': String(RETRY_AFTER_S) },
            body: JSON.stringify({ message: 'Too Many Attempts.' }),
          })
        : route.fallback(),
    )
    await page.goto('/fr/imprint')
    await cartButton(page, 'fr').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(words('fr', 'cart:drawer.loadFailed'))).toBeVisible()
    await expect(dialog.getByText(words('fr', 'errors:form.serverError'))).toBeVisible()
    texts.release()
    await expect(dialog.getByText(tooMany)).toBeVisible()
    await expect(dialog.getByText(words('fr', 'errors:form.serverError'))).toHaveCount(0)
  })
})

test.describe('offline', () => {
  test('a visitor who never touched the page is told at once; a page change offline stays in the layout and completes by itself', async ({
    page,
    mockSession: _,
  }) => {
    const lang: Lang = 'fr'
    await page.goto('/fr')
    const card = page.locator(`main a[href="/fr/listing/${MAP}"]`).first()
    await expect(card).toBeVisible()
    const notice = page
      .getByRole('status')
      .filter({ hasText: words(lang, 'errors:connection.offline') })
    // No click, key or scroll before: the notice is part of the first chunk.
    await page.context().setOffline(true)
    await expect(notice).toBeVisible()
    // The listing page's code and data cannot be fetched: the app's own message, in the layout.
    await card.click()
    await expect(
      page.getByRole('heading', { level: 1, name: words(lang, 'errors:chunk.title') }),
    ).toBeVisible()
    await expect(page.getByText(words(lang, 'errors:chunk.offline'))).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByText(/Something went wrong!/)).toHaveCount(0)
    // Back online: the page comes by itself, no click.
    await page.context().setOffline(false)
    await expect(notice).toHaveCount(0)
    await expect(button(page, lang, 'booking:button.addToCart')).toBeEnabled()
    expect(page.url()).toContain(`/fr/listing/${MAP}`)
  })
})

test.describe('a request sent by index.html before the app has arrived', () => {
  test('its "still working" notice and its deadline count from when it was sent, not from when the app took it over', async ({
    page,
    mockSession: _,
  }) => {
    const lang: Lang = 'fr'
    // A deep link to a listing on a connection that answers nothing; the app's code comes late.
    const listing = new CallFaults(page, 'GET', new RegExp(`/listings/${MAP}$`))
    await listing.install()
    listing.arm('missed deadline')
    const app = heldUntilReleased()
    // Every script of the app (the boot script is inline in index.html and runs at once).
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await app.held
      await route.fallback()
    })
    // From here time moves only when the test moves it (on the blank page: nothing runs yet).
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(now + 60_000)
    await page.goto(`/${lang}/listing/${MAP}`, { waitUntil: 'commit' })
    await expect.poll(() => listing.sent).toBe(1)
    // The visitor has waited 3.5 s when the app starts and takes the request over.
    await page.clock.fastForward(3_500)
    app.release()
    // The app starts (its start-up waits for timers: 0.1 s at a time) and takes it over.
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        return page.evaluate(() => !(window as { __boot?: { listing?: unknown } }).__boot?.listing)
      })
      .toBe(true)
    // The app's first render (the router's pending delay): "still working" at once.
    await page.clock.fastForward(600)
    await expect(
      page.getByRole('status').filter({ hasText: words(lang, 'errors:connection.slow') }),
    ).toBeVisible()
    // 15 s after the send, the deadline has passed: the read is asked once more...
    await page.clock.fastForward(DEADLINE.read - 3_500 - 600 + 100)
    await expect.poll(() => listing.sent).toBe(2)
    // ... and when that one is late too, the visitor is told.
    await page.clock.resume()
    const late = page.getByText(words(lang, 'problems:problem.timeout')).first()
    await passDeadlines(page, DEADLINE.read, () => late.isVisible())
    await expect(late).toBeVisible()
    await listing.clear()
    await tryAgain({ page, lang, state: { id: '' }, n: 0 })
    await expect(button(page, lang, 'booking:button.addToCart')).toBeEnabled()
  })
})
