#!/usr/bin/env node
/**
 * Conformance check of a backend against the shop's API contract (docs/api/openapi.yaml), over
 * HTTP, for backend teams: `npm run contract:check -- --base-url https://staging.example.ch`.
 * Without --base-url it serves the mock backend (src/mocks) on a free local port and checks that.
 *
 * It makes every call the shop makes, validates each answer against the OpenAPI document (JSON
 * Schema 2020-12 via ajv), provokes each documented error it can without touching data that is
 * not its own, and lists what it could not check and why. Exit code 1 when an answer breaks the
 * contract. See docs/api/README.md, "Conformance check for backend teams".
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { checkPayments } from './contract-check-payments.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API = '/api/webshop/v1'
const STAFF = '/api/staff/v1/session'

const { values: opts } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    listing: { type: 'string' },
    'payment-link': { type: 'string' },
    booking: { type: 'string' },
    'expired-link': { type: 'string', default: 'pl-expired' },
    'staff-email': { type: 'string' },
    'staff-password': { type: 'string' },
    'return-origin': { type: 'string' },
    'discount-code': { type: 'string' },
    'gift-voucher': { type: 'string' },
    'deposit-listing': { type: 'string' },
    'withdrawal-booking': { type: 'string' },
    'used-voucher-booking': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (opts.help) {
  console.log(
    'npm run contract:check -- [--base-url <url>] [--listing <slug>] [--payment-link <token>]\n' +
      '  [--booking <token>]\n' +
      '  [--expired-link <token>] [--staff-email <e-mail> --staff-password <password>]\n' +
      '  [--return-origin <origin>] [--discount-code <code>] [--gift-voucher <code>]\n' +
      '  [--deposit-listing <slug>] [--withdrawal-booking <token>] [--used-voucher-booking <token>]\nSee docs/api/README.md, "Conformance check for backend teams".',
  )
  process.exit(0)
}

// --- The document and its validator -----------------------------------------------------------

const doc = parse(readFileSync(`${ROOT}docs/api/openapi.yaml`, 'utf8'))
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ $id: 'openapi', components: doc.components })

/** The documented JSON schema of one answer, or undefined when the status is not documented. */
function answerSchema(path, method, status) {
  let response = doc.paths[path]?.[method]?.responses?.[String(status)]
  if (response?.$ref) response = doc.components.responses[response.$ref.split('/').pop()]
  if (!response) return undefined
  return response.content?.['application/json']?.schema ?? null
}

const validators = new Map()
function validate(schema, body) {
  const key = JSON.stringify(schema)
  let check = validators.get(key)
  if (!check) {
    const rebased = JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/'))
    check = ajv.compile(rebased)
    validators.set(key, check)
  }
  return check(body)
    ? []
    : check.errors.slice(0, 4).map((e) => `${e.instancePath || '(root)'} ${e.message}`)
}

// --- Reporting --------------------------------------------------------------------------------

const results = { pass: 0, fail: [], skip: [] }
class Failure extends Error {}
const fail = (message) => {
  throw new Failure(message)
}
function expectThat(condition, message) {
  if (!condition) fail(message)
}

async function check(name, run) {
  try {
    const skipped = await run()
    if (typeof skipped === 'string') {
      results.skip.push(`${name}: ${skipped}`)
      console.log(`  – ${name} (not checked: ${skipped})`)
    } else {
      results.pass += 1
      console.log(`  ✓ ${name}`)
    }
  } catch (error) {
    const reason = error instanceof Failure ? error.message : `${error?.stack ?? error}`
    results.fail.push(`${name}: ${reason}`)
    console.log(`  ✗ ${name}\n      ${reason.replaceAll('\n', '\n      ')}`)
  }
}

// --- HTTP -------------------------------------------------------------------------------------

/**
 * A client with its own cookie jar (a browser tab); `jar: false` sends and keeps none. `headers`
 * go with every call (the Origin and Referer a browser sends from the shop's pages).
 */
function client(base, { jar = true, headers: always = {} } = {}) {
  const cookies = new Map()
  return {
    cookies,
    async call(method, path, { body, headers = {}, lang = 'en', key } = {}) {
      const h = { Accept: 'application/json', 'Accept-Language': lang, ...always, ...headers }
      if (jar && cookies.size) h.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const xsrf = cookies.get('XSRF-TOKEN')
      if (jar && xsrf && !('X-XSRF-TOKEN' in h)) h['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
      if (body !== undefined) h['Content-Type'] = 'application/json'
      if (key) h['Idempotency-Key'] = key
      const response = await fetch(new URL(path, base), {
        method,
        headers: h,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      })
      const setCookies = response.headers.getSetCookie()
      if (jar) {
        for (const line of setCookies) {
          const [pair] = line.split(';')
          const at = pair.indexOf('=')
          if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
        }
      }
      const text = await response.text()
      let json
      try {
        json = text ? JSON.parse(text) : undefined
      } catch {
        json = undefined
      }
      return { status: response.status, headers: response.headers, setCookies, json, text }
    },
  }
}

/**
 * Calls and checks the answer: the expected status, and its body against the documented schema
 * of that path, method and status.
 */
async function expectAnswer(c, method, template, path, expected, options = {}) {
  const answer = await c.call(method.toUpperCase(), path, options)
  const statuses = Array.isArray(expected) ? expected : [expected]
  expectThat(
    statuses.includes(answer.status),
    `${method.toUpperCase()} ${path}: status ${answer.status}, expected ${statuses.join(' or ')}: ${answer.text.slice(0, 300)}${diagnosis(answer)}`,
  )
  const schema = answerSchema(template, method, answer.status)
  expectThat(
    schema !== undefined,
    `${method.toUpperCase()} ${template}: status ${answer.status} is not documented`,
  )
  if (schema) {
    const errors = validate(schema, answer.json)
    expectThat(
      errors.length === 0,
      `${method.toUpperCase()} ${path} (${answer.status}) breaks the schema: ${errors.join('; ')}`,
    )
  }
  return answer
}

/** What an unexpected 419 or 429 means for a Laravel backend, and where the fix is documented. */
function diagnosis(answer) {
  if (answer.status === 419) {
    return (
      '\n      419 is CSRF token mismatch: this public route runs session and CSRF middleware, so the' +
      " widget (third-party cookies blocked) cannot book. Keep the public API in the stateless 'api'" +
      ' group, out of Sanctum\'s EnsureFrontendRequestsAreStateful (docs/api/README.md, "Running' +
      ' this contract on Laravel").'
    )
  }
  if (answer.status === 429) {
    const wait = answer.headers.get('retry-after')
    return (
      `\n      429 is rate limiting${wait ? ` (Retry-After: ${wait} s)` : ''}: the backend's limit` +
      ' stopped ordinary use. Set the public limits as docs/api/README.md, "Rate limits", says' +
      " (per cart and address, reads generous), not Laravel's default 60 a minute per IP."
    )
  }
  return ''
}

const expectCode = (answer, code) =>
  expectThat(
    answer.json?.code === code,
    `expected code ${code}, got ${JSON.stringify(answer.json)}`,
  )

const randomKey = () => crypto.randomUUID()
const addDays = (date, n) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
// Today as the shop counts days (the specification's time zone): between 23:00 and midnight UTC
// the UTC date is already the shop's yesterday.
const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date())

// --- The mock, when no backend is given -------------------------------------------------------

async function serveMock() {
  const { createServer: createVite } = await import('vite')
  const vite = await createVite({
    root: ROOT,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  })
  const { handleMockRequest } = await vite.ssrLoadModule('/src/mocks/http.ts')
  const server = createServer((req, res) =>
    handleMockRequest(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  // The mock checks returnUrl against its configured public origins: this server's.
  process.env.MOCK_PUBLIC_ORIGINS = base
  return {
    base,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await vite.close()
    },
  }
}

// --- The checks -------------------------------------------------------------------------------

async function run(base) {
  const isMock = !opts['base-url']
  const returnOrigin = opts['return-origin'] ?? new URL(base).origin
  const shop = client(base)
  const bare = client(base, { jar: false })
  // The widget in a partner's page with third-party cookies blocked: no cookie, no CSRF header,
  // but the shop's Origin and Referer, on which Sanctum decides whether a call is "stateful".
  const widget = client(base, {
    jar: false,
    headers: { Origin: returnOrigin, Referer: `${returnOrigin}/en/embed/v1/booking/x` },
  })
  const state = { shop }

  console.log(`Contract check against ${base}\n`)

  await check('GET /sanctum/csrf-cookie answers 204', async () => {
    const answer = await shop.call('GET', '/sanctum/csrf-cookie')
    expectThat(answer.status === 204, `status ${answer.status}`)
  })

  await check('GET config: the shop configuration', async () => {
    const answer = await expectAnswer(shop, 'get', `${API}/config`, `${API}/config`, 200)
    state.config = answer.json.data
  })

  await check('GET media: a picture of the configuration', async () => {
    if (!state.config) return 'no configuration'
    const path = `/api/media/v1/media/${state.config.media.hero}.jpg?width=320`
    const response = await fetch(new URL(path, base))
    expectThat(response.status === 200, `status ${response.status}`)
    expectThat(
      (response.headers.get('content-type') ?? '').startsWith('image/jpeg'),
      `content type ${response.headers.get('content-type')}`,
    )
  })

  await check('GET listings, with a tag filter, paginated', async () => {
    const answer = await expectAnswer(shop, 'get', `${API}/listings`, `${API}/listings`, 200)
    state.listings = answer.json.data
    expectThat(state.listings.length > 0, 'no listings: the checks below need one')
    const tag = state.listings.find((l) => l.tags?.length)?.tags[0]
    if (tag) {
      const filtered = await expectAnswer(
        shop,
        'get',
        `${API}/listings`,
        `${API}/listings?tags=${encodeURIComponent(tag)}&perPage=5`,
        200,
      )
      expectThat(
        filtered.json.data.every((l) => l.tags.includes(tag)),
        `tags=${tag} answered listings without that tag`,
      )
      expectThat(filtered.json.meta.perPage === 5, 'meta.perPage is not the requested 5')
    }
  })

  await check('GET listings with a bad parameter: 422 with field errors', async () => {
    const answer = await expectAnswer(
      shop,
      'get',
      `${API}/listings`,
      `${API}/listings?perPage=0`,
      422,
    )
    expectThat(answer.json.errors.perPage, `no error on perPage: ${answer.text}`)
  })

  await check('the language header: texts come back in de, en and fr', async () => {
    const texts = {}
    for (const lang of ['de', 'en', 'fr']) {
      const answer = await shop.call('GET', `${API}/listings?perPage=48`, { lang })
      expectThat(answer.status === 200, `status ${answer.status} for ${lang}`)
      texts[lang] = answer.json.data.map((l) => l.title).join('|')
    }
    expectThat(
      texts.de !== texts.en && texts.en !== texts.fr,
      'titles do not change with Accept-Language',
    )
    const de = await shop.call('GET', `${API}/listings?perPage=0`, { lang: 'de' })
    const en = await shop.call('GET', `${API}/listings?perPage=0`, { lang: 'en' })
    expectThat(
      JSON.stringify(de.json?.errors) !== JSON.stringify(en.json?.errors),
      'validation texts do not change with Accept-Language',
    )
  })

  await check('GET a listing; an unknown one is 404 LISTING_NOT_FOUND', async () => {
    const missing = await expectAnswer(
      shop,
      'get',
      `${API}/listings/{slug}`,
      `${API}/listings/no-such-listing-${randomKey()}`,
      404,
    )
    expectCode(missing, 'LISTING_NOT_FOUND')
  })

  await check('availability and slots: a bookable slot', async () => {
    const today = shopToday()
    const candidates = opts.listing
      ? [{ slug: opts.listing }]
      : (state.listings ?? []).filter((l) => l.timeStatus !== 'IN_PAST')
    for (const { slug } of candidates) {
      const detail = await expectAnswer(
        shop,
        'get',
        `${API}/listings/{slug}`,
        `${API}/listings/${slug}`,
        200,
      )
      const sku = detail.json.data.skus.find(
        (s) =>
          s.characteristics.shape === 'SLOTS' &&
          s.variants.some((v) => v.kind === 'PERSON_CATEGORY'),
      )
      if (!sku || detail.json.data.bookingMode === 'REQUEST') continue
      const days = await expectAnswer(
        shop,
        'get',
        `${API}/listings/{slug}/availability`,
        `${API}/listings/${slug}/availability?sku=${sku.id}&from=${today}&to=${addDays(today, 60)}`,
        200,
      )
      // Room for the checks' carts (three of one person and a split bill for two) on one of the
      // first open days; else the first open slot. Three days ahead at least, whatever the time
      // of day: a split bill needs 36 hours before the start, a cancellation its notice.
      const open = days.json.data.filter(
        (d) =>
          d.date >= addDays(today, 3) && (d.status === 'AVAILABLE' || d.status === 'STOCK_LOW'),
      )
      let day
      let slot
      for (const candidate of open.slice(0, 7)) {
        const slots = await expectAnswer(
          shop,
          'get',
          `${API}/listings/{slug}/slots`,
          `${API}/listings/${slug}/slots?sku=${sku.id}&date=${candidate.date}`,
          200,
        )
        const free = slots.json.data.filter((s) => s.amountLeft >= 1 && s.status !== 'SOLD_OUT')
        const roomy = free.find((s) => s.amountLeft >= 5)
        if (!slot && free[0]) [day, slot] = [candidate, free[0]]
        if (roomy) {
          ;[day, slot] = [candidate, roomy]
          break
        }
      }
      if (!slot) continue
      const variant = sku.variants.find((v) => v.kind === 'PERSON_CATEGORY')
      state.booking = { slug, sku, slot, variant, date: day.date }
      const tooLong = await expectAnswer(
        shop,
        'get',
        `${API}/listings/{slug}/availability`,
        `${API}/listings/${slug}/availability?sku=${sku.id}&from=${today}&to=${addDays(today, 120)}`,
        422,
      )
      expectThat(tooLong.json.errors, 'a range over 92 days has no field errors')
      return
    }
    fail('no listing with a bookable slot in the next 60 days (pass --listing <slug>)')
  })

  await check(
    'availability without sku: the first dated SKU; none dated: an empty list',
    async () => {
      // index.html asks for a deep link's first month without `sku`, before it knows the listing.
      if (!state.booking) return 'no bookable slot found'
      const today = shopToday()
      const range = `from=${today}&to=${addDays(today, 13)}`
      const { slug, sku } = state.booking
      const path = `${API}/listings/{slug}/availability`
      const base = `${API}/listings/${slug}/availability`
      const dated = await shop.call('GET', `${base}?${range}`)
      expectThat(dated.status === 200, `without sku: status ${dated.status}`)
      const first = await shop.call('GET', `${base}?sku=${sku.id}&${range}`)
      const firstDated = (await shop.call('GET', `${API}/listings/${slug}`)).json.data.skus.find(
        (s) => s.characteristics.shape !== 'NONE',
      )
      if (firstDated?.id === sku.id)
        expectThat(
          JSON.stringify(dated.json.data) === JSON.stringify(first.json.data),
          "without sku the days are not the first dated SKU's",
        )
      for (const { slug: other } of state.listings ?? []) {
        const detail = await shop.call('GET', `${API}/listings/${other}`)
        const skus = detail.json?.data?.skus ?? []
        if (skus.length === 0 || skus.some((s) => s.characteristics.shape !== 'NONE')) continue
        const none = await expectAnswer(
          shop,
          'get',
          path,
          `${API}/listings/${other}/availability?${range}`,
          200,
        )
        expectThat(
          Array.isArray(none.json.data) && none.json.data.length === 0,
          `${other} (no dated SKUs) answered days: ${none.text.slice(0, 200)}`,
        )
        return
      }
      return 'no listing without dated SKUs'
    },
  )

  await check('POST carts without any cookie or CSRF header (stateless public API)', async () => {
    const answer = await expectAnswer(bare, 'post', `${API}/carts`, `${API}/carts`, 201)
    expectThat(
      answer.setCookies.length === 0,
      `the public API set cookies: ${answer.setCookies.map((c) => c.split('=')[0]).join(', ')}`,
    )
    // 128 bits need at least 22 characters of base64 (26 of base32): a hint, not a proof.
    expectThat(answer.json.data.id.length >= 22, `cart id ${answer.json.data.id} looks too short`)
    state.bareCart = answer.json.data.id
    await expectAnswer(bare, 'get', `${API}/carts/{cart}`, `${API}/carts/${state.bareCart}`, 200)
  })

  await check('GET an unknown cart: 404 CART_NOT_FOUND', async () => {
    const answer = await expectAnswer(
      shop,
      'get',
      `${API}/carts/{cart}`,
      `${API}/carts/no-such-cart-${randomKey()}`,
      404,
    )
    expectCode(answer, 'CART_NOT_FOUND')
  })

  /** One cart through the whole checkout; `method` NOW or LATER; `quantity` people. */
  async function bookedCart(method, quantity = 1, shop = state.shop) {
    const b = state.booking
    const created = await expectAnswer(shop, 'post', `${API}/carts`, `${API}/carts`, 201)
    const cartId = created.json.data.id
    const added = await expectAnswer(
      shop,
      'post',
      `${API}/carts/{cart}/items`,
      `${API}/carts/${cartId}/items`,
      200,
      {
        body: {
          skuId: b.sku.id,
          slotId: b.slot.id,
          lines: [{ variantId: b.variant.id, quantity }],
        },
      },
    )
    const item = added.json.data.items[0]
    const person = {
      firstname: 'Contract',
      surname: 'Check',
      ...(b.sku.requiredFields.includes('birthdate') ? { birthdate: '1990-05-17' } : {}),
      ...(b.sku.requiredFields.includes('weightKg') ? { weightKg: 70 } : {}),
    }
    await expectAnswer(
      shop,
      'patch',
      `${API}/carts/{cart}/items/{item}`,
      `${API}/carts/${cartId}/items/${item.id}`,
      200,
      {
        body: {
          participants: item.participants.map((p) => ({
            id: p.id,
            variantId: p.variantId,
            ...person,
          })),
        },
      },
    )
    await expectAnswer(
      shop,
      'get',
      `${API}/carts/{cart}/checkout`,
      `${API}/carts/${cartId}/checkout`,
      200,
    )
    await expectAnswer(
      shop,
      'put',
      `${API}/carts/{cart}/checkout/contact`,
      `${API}/carts/${cartId}/checkout/contact`,
      200,
      { body: CONTACT },
    )
    const submit = {
      paymentMethod: method,
      termsAccepted: true,
      returnUrl: `${returnOrigin}/en/checkout/${cartId}/success`,
    }
    return { cartId, item, submit }
  }

  await check('a cart: add, participants, 422s, voucher refusal, checkout, contact', async () => {
    if (!state.booking) return 'no bookable slot found'
    const { cartId, item, submit } = await bookedCart('LATER')
    state.cart = { cartId, item, submit }
    const invalid = await expectAnswer(
      shop,
      'post',
      `${API}/carts/{cart}/items`,
      `${API}/carts/${cartId}/items`,
      422,
      { body: {} },
    )
    expectThat(Object.keys(invalid.json.errors).length > 0, 'a 422 without field errors')
    const voucher = await expectAnswer(
      shop,
      'post',
      `${API}/carts/{cart}/vouchers`,
      `${API}/carts/${cartId}/vouchers`,
      422,
      { body: { code: `NO-SUCH-CODE-${Date.now()}` } },
    )
    expectCode(voucher, 'VOUCHER_NOT_FOUND')
    expectThat(voucher.json.errors?.code, 'the voucher refusal is not on the field code')
  })

  await check('submit: foreign returnUrl 422, Idempotency-Key replay and reuse', async () => {
    if (!state.cart) return 'no cart'
    const { cartId, submit } = state.cart
    const path = `${API}/carts/${cartId}/checkout/submit`
    const template = `${API}/carts/{cart}/checkout/submit`
    const foreign = await expectAnswer(shop, 'post', template, path, 422, {
      body: { ...submit, returnUrl: 'https://evil.example/steal' },
      key: randomKey(),
    })
    expectThat(foreign.json.errors?.returnUrl, `no error on returnUrl: ${foreign.text}`)
    const key = randomKey()
    const first = await expectAnswer(shop, 'post', template, path, 201, { body: submit, key })
    const replay = await expectAnswer(shop, 'post', template, path, 201, { body: submit, key })
    expectThat(
      JSON.stringify(replay.json) === JSON.stringify(first.json),
      'the replay answered another body',
    )
    expectThat(
      replay.headers.get('idempotent-replayed') === 'true',
      'the replay lacks Idempotent-Replayed: true',
    )
    const reused = await expectAnswer(shop, 'post', template, path, 409, {
      body: { ...submit, paymentMethod: 'NOW' },
      key,
    })
    expectCode(reused, 'IDEMPOTENCY_KEY_REUSED')
    state.order = first.json.data.order
    const again = await expectAnswer(shop, 'post', template, path, 409, {
      body: submit,
      key: randomKey(),
    })
    expectCode(again, 'CART_CHECKED_OUT')
  })

  await check('orders: read, unknown 404, a new payment', async () => {
    if (!state.order) return 'no order'
    await expectAnswer(
      shop,
      'get',
      `${API}/orders/{token}`,
      `${API}/orders/${state.order.token}`,
      200,
    )
    const missing = await expectAnswer(
      shop,
      'get',
      `${API}/orders/{token}`,
      `${API}/orders/no-such-order-${randomKey()}`,
      404,
    )
    expectCode(missing, 'ORDER_NOT_FOUND')
    await expectAnswer(
      shop,
      'post',
      `${API}/orders/{token}/payments`,
      `${API}/orders/${state.order.token}/payments`,
      [201, 409],
      {
        body: { returnUrl: `${returnOrigin}/en/checkout/${state.cart.cartId}/success` },
        key: randomKey(),
      },
    )
  })

  /** Submits a cart's checkout once (a fresh Idempotency-Key); 201 expected. */
  const submitCart = (cartId, body) =>
    expectAnswer(
      shop,
      'post',
      `${API}/carts/{cart}/checkout/submit`,
      `${API}/carts/${cartId}/checkout/submit`,
      201,
      { body, key: randomKey() },
    )

  await check('submit NOW: REDIRECT to the payment provider', async () => {
    if (!state.booking) return 'no bookable slot found'
    const { cartId, submit } = await bookedCart('NOW')
    const answer = await submitCart(cartId, submit)
    expectThat(answer.json.data.next.type === 'REDIRECT', `next is ${answer.json.data.next.type}`)
  })

  await check(
    "every public mutation without cookies or CSRF header, from the shop's Origin (the widget with third-party cookies blocked)",
    async () => {
      if (!state.booking) return 'no bookable slot found'
      // Items, participants, the checkout's contact: all inside bookedCart.
      const { cartId, submit } = await bookedCart('NOW', 2, widget)
      const cart = `${API}/carts/{cart}`
      const code = `NO-SUCH-CODE-${Date.now()}`
      await expectAnswer(
        widget,
        'post',
        `${cart}/vouchers`,
        `${API}/carts/${cartId}/vouchers`,
        422,
        {
          body: { code },
        },
      )
      await expectAnswer(
        widget,
        'delete',
        `${cart}/vouchers/{code}`,
        `${API}/carts/${cartId}/vouchers/${code}`,
        [200, 404],
      )
      const submitted = await expectAnswer(
        widget,
        'post',
        `${cart}/checkout/submit`,
        `${API}/carts/${cartId}/checkout/submit`,
        201,
        { body: { ...submit, splitBill: true }, key: randomKey() },
      )
      const { order } = submitted.json.data
      await expectAnswer(
        widget,
        'post',
        `${API}/orders/{token}/payments`,
        `${API}/orders/${order.token}/payments`,
        201,
        { body: { returnUrl: submit.returnUrl }, key: randomKey() },
      )
      const own = new URL(order.paymentPlan.shares[0].link).pathname.split('/').at(-1)
      await expectAnswer(
        widget,
        'post',
        `${API}/payment-links/{token}/payments`,
        `${API}/payment-links/${own}/payments`,
        201,
        {
          body: { returnUrl: `${returnOrigin}/en/aftersales/payment/${own}` },
          key: randomKey(),
        },
      )
    },
  )

  await check(
    "split bill: a guest's share awaits the organiser (409); the organiser's share is paid once",
    async () => {
      if (!state.booking) return 'no bookable slot found'
      const { cartId, submit } = await bookedCart('NOW', 2)
      const answer = await submitCart(cartId, { ...submit, splitBill: true })
      const { order } = answer.json.data
      const shares = order.paymentPlan?.shares ?? []
      expectThat(shares.length === 2, `a plan of ${shares.length} shares for two people`)
      const [own, guest] = shares.map((share) => new URL(share.link).pathname.split('/').at(-1))
      const linkTemplate = `${API}/payment-links/{token}`
      const waiting = await expectAnswer(
        shop,
        'get',
        linkTemplate,
        `${API}/payment-links/${guest}`,
        200,
      )
      expectThat(
        waiting.json.data.state === 'AWAITING_ORGANISER',
        `the guest's link is ${waiting.json.data.state} before the organiser has paid`,
      )
      const pay = (token, expected) =>
        expectAnswer(
          shop,
          'post',
          `${linkTemplate}/payments`,
          `${linkTemplate.replace('{token}', token)}/payments`,
          expected,
          {
            body: { returnUrl: `${returnOrigin}/en/aftersales/payment/${token}` },
            key: randomKey(),
          },
        )
      expectCode(await pay(guest, 409), 'AWAITING_ORGANISER')
      // The organiser starts paying through their own link while the checkout's payment is open.
      const started = await pay(own, 201)
      const read = await expectAnswer(
        shop,
        'get',
        `${API}/orders/{token}`,
        `${API}/orders/${order.token}`,
        200,
      )
      const open = read.json.data.payments.filter((p) => p.status === 'CREATED')
      expectThat(
        open.length === 1 && open[0].id === started.json.data.payment.id,
        `payments open at the provider: ${open.map((p) => p.id).join(', ')} (one expected, the newest)`,
      )
    },
  )

  await check(
    'payment links of a cancelled booking: BOOKING_CANCELLED, nothing due, payments refused (409)',
    async () => {
      if (!state.booking) return 'no bookable slot found'
      const { cartId, submit } = await bookedCart('LATER')
      const { order } = (await submitCart(cartId, submit)).json.data
      const bookingPath = `${API}/bookings/${order.token}`
      const booking = await expectAnswer(shop, 'get', `${API}/bookings/{token}`, bookingPath, 200)
      const token = booking.json.data.paymentLinkToken
      if (!token) return 'the booking names no payment link'
      const quote = await expectAnswer(
        shop,
        'get',
        `${API}/bookings/{token}/cancellation-quote`,
        `${bookingPath}/cancellation-quote`,
        200,
      )
      await expectAnswer(
        shop,
        'post',
        `${API}/bookings/{token}/cancel`,
        `${bookingPath}/cancel`,
        200,
        {
          body: { quotedFee: quote.json.data.fee.amount },
          key: randomKey(),
        },
      )
      const link = await expectAnswer(
        shop,
        'get',
        `${API}/payment-links/{token}`,
        `${API}/payment-links/${token}`,
        200,
      )
      const { state: linkState, booking: linked, qrBill } = link.json.data
      expectThat(linkState === 'BOOKING_CANCELLED', `the link is ${linkState} after cancelling`)
      expectThat(
        linked.openAmount.amount === 0,
        `open ${linked.openAmount.amount} after cancelling`,
      )
      expectThat(qrBill === undefined, 'a QR-bill on a cancelled booking')
      const refused = await expectAnswer(
        shop,
        'post',
        `${API}/payment-links/{token}/payments`,
        `${API}/payment-links/${token}/payments`,
        409,
        {
          body: { returnUrl: `${returnOrigin}/en/aftersales/payment/${token}` },
          key: randomKey(),
        },
      )
      expectCode(refused, 'BOOKING_CANCELLED')
    },
  )

  await check(
    'payment links: read, unknown 404, expired 410, a payment with a method',
    async () => {
      const token = opts['payment-link'] ?? 'pl-payable'
      const missing = await expectAnswer(
        shop,
        'get',
        `${API}/payment-links/{token}`,
        `${API}/payment-links/no-such-link-${randomKey()}`,
        404,
      )
      expectCode(missing, 'LINK_NOT_FOUND')
      const link = await shop.call('GET', `${API}/payment-links/${token}`)
      if (link.status === 404) {
        return `no payment link ${token} on this server (pass --payment-link <token>)`
      }
      const read = await expectAnswer(
        shop,
        'get',
        `${API}/payment-links/{token}`,
        `${API}/payment-links/${token}`,
        200,
      )
      const { state: linkState, onlineMethods } = read.json.data
      // The online methods the open amount may be paid with (card, TWINT): only while PAYABLE.
      expectThat(
        linkState === 'PAYABLE' || onlineMethods === undefined,
        `a ${linkState} link names onlineMethods ${JSON.stringify(onlineMethods)}`,
      )
      if (isMock) {
        expectThat(
          Array.isArray(onlineMethods) && onlineMethods.length === 2,
          `the mock's payable link names ${JSON.stringify(onlineMethods)} (CARD and TWINT expected)`,
        )
      }
      const expired = await shop.call('GET', `${API}/payment-links/${opts['expired-link']}`)
      if (expired.status === 404) {
        return `no expired link ${opts['expired-link']} on this server (pass --expired-link <token>)`
      }
      await expectAnswer(
        shop,
        'get',
        `${API}/payment-links/{token}`,
        `${API}/payment-links/${opts['expired-link']}`,
        410,
      )
      const template = `${API}/payment-links/{token}/payments`
      const path = `${API}/payment-links/${token}/payments`
      await expectAnswer(shop, 'post', template, path, 422, {
        body: { returnUrl: 'https://evil.example/' },
        key: randomKey(),
      })
      const returnUrl = `${returnOrigin}/en/aftersales/payment/${token}`
      if (linkState !== 'PAYABLE') return `link ${token} is ${linkState}: no method checked`
      // A method the link does not offer (one of the two it lacks, else none of the enum's): 422.
      const foreign = ['CARD', 'TWINT'].find((m) => !(onlineMethods ?? []).includes(m)) ?? 'CASH'
      const refused = await expectAnswer(shop, 'post', template, path, 422, {
        body: { returnUrl, onlineMethod: foreign },
        key: randomKey(),
      })
      expectThat(
        Array.isArray(refused.json.errors?.onlineMethod),
        `onlineMethod ${foreign}: no error on onlineMethod: ${refused.text}`,
      )
      if (isMock) {
        // The mock's seed booked when the shop took cards only: TWINT is a method it lacks.
        const cardsOnly = await expectAnswer(
          shop,
          'post',
          template,
          `${API}/payment-links/pl-extras/payments`,
          422,
          { body: { returnUrl, onlineMethod: 'TWINT' }, key: randomKey() },
        )
        expectThat(
          Object.keys(cardsOnly.json.errors ?? {}).join() === 'onlineMethod',
          `TWINT on a cards-only link: ${cardsOnly.text}`,
        )
      }
      // Starting a payment touches the link: only the mock's seed or a link given for the purpose.
      if (!isMock && !opts['payment-link']) return 'starting a payment needs --payment-link'
      const method = onlineMethods?.at(-1)
      const started = await expectAnswer(shop, 'post', template, path, [201, 409], {
        body: { returnUrl, ...(method ? { onlineMethod: method } : {}) },
        key: randomKey(),
      })
      if (isMock) expectThat(started.status === 201, `the mock's payable link: ${started.status}`)
      if (started.status === 201 && method) {
        const payment = started.json.data.payment
        expectThat(payment.method === method, `started with ${method}, carries ${payment.method}`)
        const after = await shop.call('GET', `${API}/payment-links/${token}`)
        expectThat(
          after.json?.data?.lastPayment?.method === method,
          `the link's lastPayment carries ${after.json?.data?.lastPayment?.method}, not ${method}`,
        )
      }
      if (!method) return `link ${token} names no onlineMethods: no payment with a method`
    },
  )

  await check("alternatives: a full day's nearest slots; unknown 404, bad 422", async () => {
    if (!state.booking) return 'no bookable slot found'
    const { slug, sku, date } = state.booking
    const template = `${API}/listings/{slug}/alternatives`
    await expectAnswer(
      shop,
      'get',
      template,
      `${API}/listings/${slug}/alternatives?sku=${sku.id}&date=${date}&quantity=2`,
      200,
    )
    const missing = await expectAnswer(
      shop,
      'get',
      template,
      `${API}/listings/no-such-listing-${randomKey()}/alternatives?date=${date}`,
      404,
    )
    expectCode(missing, 'LISTING_NOT_FOUND')
    const bad = await expectAnswer(
      shop,
      'get',
      template,
      `${API}/listings/${slug}/alternatives?date=2026-13-01&quantity=0`,
      422,
    )
    expectThat(bad.json.errors?.date, `no error on date: ${bad.text}`)
  })

  await check('waiting list: 422 with field errors for an empty sign-up', async () => {
    if (!state.booking) return 'no bookable slot found'
    const answer = await expectAnswer(
      shop,
      'post',
      `${API}/listings/{slug}/waiting-list`,
      `${API}/listings/${state.booking.slug}/waiting-list`,
      422,
      { body: { slotId: '', name: '', email: 'nope', people: 0 }, key: randomKey() },
    )
    for (const field of ['slotId', 'name', 'email', 'people'])
      expectThat(answer.json.errors?.[field], `no error on ${field}: ${answer.text}`)
  })

  await check('hand-off: a link for a held cart that opens it; unknown token 404', async () => {
    if (!state.booking) return 'no bookable slot found'
    const { cartId } = await bookedCart('LATER')
    const link = await expectAnswer(
      shop,
      'post',
      `${API}/carts/{cart}/handoff`,
      `${API}/carts/${cartId}/handoff`,
      201,
      { key: randomKey() },
    )
    const url = String(link.json.data.url)
    expectThat(!url.includes(cartId), `the hand-off link carries the cart id: ${url}`)
    const token = decodeURIComponent(url.split('/').filter(Boolean).at(-1) ?? '')
    const opened = await expectAnswer(
      bare,
      'get',
      `${API}/handoffs/{token}`,
      `${API}/handoffs/${encodeURIComponent(token)}`,
      200,
    )
    expectThat(
      JSON.stringify(opened.json).includes(cartId),
      `the hand-off token does not open the cart: ${opened.text.slice(0, 200)}`,
    )
    const missing = await expectAnswer(
      bare,
      'get',
      `${API}/handoffs/{token}`,
      `${API}/handoffs/no-such-handoff-${randomKey()}`,
      404,
    )
    expectCode(missing, 'HANDOFF_NOT_FOUND')
  })

  await check('calendar feed: text/calendar with the Zurich time zone and one event', async () => {
    if (!state.order) return 'no order'
    const answer = await shop.call('GET', `${API}/orders/${state.order.token}/calendar.ics`)
    expectThat(answer.status === 200, `status ${answer.status}: ${answer.text.slice(0, 200)}`)
    expectThat(
      /^text\/calendar/.test(answer.headers.get('content-type') ?? ''),
      `content type ${answer.headers.get('content-type')}`,
    )
    const lines = answer.text.split(/\r?\n/)
    for (const line of ['BEGIN:VCALENDAR', 'BEGIN:VTIMEZONE', 'TZID:Europe/Zurich', 'BEGIN:VEVENT'])
      expectThat(lines.includes(line), `no ${line} line`)
  })

  await check('booking pages: read, unknown 404, expired 410, cancellation quote', async () => {
    const missing = await expectAnswer(
      shop,
      'get',
      `${API}/bookings/{token}`,
      `${API}/bookings/no-such-booking-${randomKey()}`,
      404,
    )
    expectCode(missing, 'BOOKING_NOT_FOUND')
    // Reading and quoting change nothing: the mock's seed, or a booking given for the purpose.
    const token = opts.booking ?? (isMock ? 'ord-partial' : undefined)
    if (!token) return 'reading a booking needs --booking <token>'
    const read = await expectAnswer(
      shop,
      'get',
      `${API}/bookings/{token}`,
      `${API}/bookings/${token}`,
      200,
    )
    await expectAnswer(
      shop,
      'get',
      `${API}/bookings/{token}/cancellation-quote`,
      `${API}/bookings/${token}/cancellation-quote`,
      read.json.data.rules.canCancel ? 200 : 409,
    )
    await expectAnswer(
      shop,
      'post',
      `${API}/bookings/{token}/cancel`,
      `${API}/bookings/${token}/cancel`,
      422,
      { body: { quotedFee: 'all of it' }, key: randomKey() },
    )
    if (isMock) {
      const gone = await expectAnswer(
        shop,
        'get',
        `${API}/bookings/{token}`,
        `${API}/bookings/ord-past`,
        410,
      )
      expectCode(gone, 'BOOKING_LINK_EXPIRED')
    }
  })

  await checkPayments({
    check,
    expectAnswer,
    expectCode,
    expectThat,
    shop,
    isMock,
    opts,
    randomKey,
    returnOrigin,
    state,
    base,
    CONTACT,
  })
  await checkSession(base)
  return results
}

/** Laravel's session and CSRF cycle on the staff session route. */
async function checkSession(base) {
  const staff = client(base)
  const probe = await staff.call('GET', STAFF)
  if (probe.status === 404) {
    results.skip.push('session routes: no staff session route on this server')
    console.log('  – session routes (not checked: GET /api/staff/v1/session answers 404)')
    return
  }
  const mismatch = (answer) =>
    expectThat(
      answer.status === 419 && answer.json?.message === 'CSRF token mismatch.',
      `expected 419 {"message":"CSRF token mismatch."}, got ${answer.status} ${answer.text.slice(0, 200)}`,
    )

  await check('session: not signed in answers 401 {message}', async () => {
    await expectAnswer(client(base), 'get', STAFF, STAFF, 401)
  })

  await check(
    'session: the XSRF-TOKEN cookie is URL-encoded and changes on every answer',
    async () => {
      const first = await staff.call('GET', '/sanctum/csrf-cookie')
      const a = staff.cookies.get('XSRF-TOKEN')
      expectThat(first.status === 204 && a, 'no XSRF-TOKEN cookie from /sanctum/csrf-cookie')
      await staff.call('GET', '/sanctum/csrf-cookie')
      const b = staff.cookies.get('XSRF-TOKEN')
      expectThat(
        a !== b,
        'the XSRF-TOKEN cookie did not change (Laravel encrypts it anew each time)',
      )
      expectThat(
        encodeURIComponent(decodeURIComponent(b)) === b,
        'the cookie value is not URL-encoded',
      )
    },
  )

  await check(
    'session: CSRF cycle (no token, token without its session, wrong credentials)',
    async () => {
      const body = { email: 'nobody@example.invalid', password: `wrong-${randomKey()}` }
      const noToken = await staff.call('POST', STAFF, { body, headers: { 'X-XSRF-TOKEN': '' } })
      mismatch(noToken)
      // The session is found only by its cookie: the same token without it is a mismatch.
      const token = decodeURIComponent(staff.cookies.get('XSRF-TOKEN') ?? '')
      const cookieless = await client(base, { jar: false }).call('POST', STAFF, {
        body,
        headers: { 'X-XSRF-TOKEN': token },
      })
      mismatch(cookieless)
      await expectAnswer(staff, 'post', STAFF, STAFF, 422, { body })
    },
  )

  await check('session: sign in regenerates the token; sign out', async () => {
    const email = opts['staff-email'] ?? (opts['base-url'] ? undefined : 'staff@alpenblick.example')
    const password = opts['staff-password'] ?? (opts['base-url'] ? undefined : 'alpenblick-staff')
    if (!email || !password) return 'needs --staff-email and --staff-password'
    await staff.call('GET', '/sanctum/csrf-cookie')
    const before = decodeURIComponent(staff.cookies.get('XSRF-TOKEN') ?? '')
    await expectAnswer(staff, 'post', STAFF, STAFF, 200, { body: { email, password } })
    await expectAnswer(staff, 'get', STAFF, STAFF, 200)
    mismatch(await staff.call('DELETE', STAFF, { headers: { 'X-XSRF-TOKEN': before } }))
    const out = await staff.call('DELETE', STAFF)
    expectThat(out.status === 204, `sign out answered ${out.status}`)
    await expectAnswer(staff, 'get', STAFF, STAFF, 401)
  })
}

/** The contract's example contact details (a valid ContactInput). */
const CONTACT = JSON.parse(readFileSync(`${ROOT}docs/api/examples/contact-input.json`, 'utf8'))

const started = Date.now()
const mock = opts['base-url'] ? null : await serveMock()
const base = (opts['base-url'] ?? mock.base).replace(/\/$/, '')
try {
  await run(base)
} finally {
  await mock?.close()
}
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(
  `\n${results.pass} passed, ${results.fail.length} failed, ${results.skip.length} not checked (${seconds} s)`,
)
for (const line of results.skip) console.log(`  not checked: ${line}`)
if (results.fail.length) {
  for (const line of results.fail) console.log(`  FAILED: ${line}`)
  process.exitCode = 1
}
