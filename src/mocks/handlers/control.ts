import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { MOCK_SESSION_COOKIE, resetSession, sessionIdOf, type MockDb } from '../db/session'
import { localDateOf, utcIso } from '../db/time'
import { contextOf, readJson } from './context'
import { json, validationError } from './utils'
import { issuesToErrors } from './validate'

/**
 * Test controls, mock only (not part of the contract; see docs/api/README.md). They act on
 * the session of the request's mock-session cookie, so parallel Playwright workers do not
 * disturb each other. No CSRF check: tests call them with page.request.
 */
export const MOCK_CONTROL = '*/api/__mock'

const ClockInput = v.union([
  v.object({ advanceMinutes: v.pipe(v.number(), v.integer()) }),
  v.object({ now: v.pipe(v.string(), v.isoTimestamp()), freeze: v.optional(v.boolean()) }),
])

const FaultInput = v.object({
  path: v.pipe(v.string(), v.startsWith('/api/webshop/')),
  method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  status: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(599)),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  code: v.optional(v.string()),
  body: v.optional(v.unknown()),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000))),
})

const PriceInput = v.object({
  skuId: v.string(),
  variantId: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

function stateOf(db: MockDb) {
  const now = db.clock.now()
  return { session: db.id, now: utcIso(now), today: localDateOf(now), seedDay: db.seedDay }
}
const state = (request: Request) => stateOf(contextOf(request).db)

export const controlHandlers = [
  http.get(`${MOCK_CONTROL}/state`, ({ request }) => json({ data: state(request) })),

  /**
   * What the session holds, counted (the fault matrix: nothing is created twice): carts, cart
   * items, places (quantities), vouchers redeemed on carts, orders and payments.
   */
  http.get(`${MOCK_CONTROL}/ledger`, ({ request }) => {
    const { db } = contextOf(request)
    const carts = [...db.carts.values()]
    const items = carts.flatMap((cart) => cart.items)
    return json({
      data: {
        carts: carts.length,
        items: items.length,
        places: items.reduce(
          (sum, item) => sum + item.lines.reduce((n, line) => n + line.quantity, 0),
          0,
        ),
        participants: items.reduce((sum, item) => sum + item.participants.length, 0),
        vouchers: carts.reduce((sum, cart) => sum + cart.voucherCodes.length, 0),
        orders: db.orders.size,
        payments: db.payments.size,
      },
    })
  }),

  /** Starts a fresh session and sets its cookie (for tests that do not set one themselves). */
  http.post(`${MOCK_CONTROL}/session`, () => {
    const id = `s-${crypto.randomUUID()}`
    return HttpResponse.json(
      { data: stateOf(resetSession(id, true)) },
      { headers: { 'Set-Cookie': `${MOCK_SESSION_COOKIE}=${id}; Path=/; SameSite=Lax` } },
    )
  }),

  http.post(`${MOCK_CONTROL}/reset`, async ({ request }) => {
    const body = (await readJson(request)) as { resetClock?: boolean } | undefined
    resetSession(sessionIdOf(request), body?.resetClock !== false)
    return json({ data: state(request) })
  }),

  http.post(`${MOCK_CONTROL}/clock`, async ({ request }) => {
    const { db, lang } = contextOf(request)
    const parsed = v.safeParse(ClockInput, await readJson(request))
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues, lang))
    if ('advanceMinutes' in parsed.output) db.clock.advance(parsed.output.advanceMinutes * 60_000)
    else db.clock.set(Date.parse(parsed.output.now), parsed.output.freeze ?? false)
    return json({ data: state(request) })
  }),

  http.post(`${MOCK_CONTROL}/faults`, async ({ request }) => {
    const { db, lang } = contextOf(request)
    const parsed = v.safeParse(FaultInput, await readJson(request))
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues, lang))
    db.faults.push({ ...parsed.output })
    return json({ data: { faults: db.faults } }, { status: 201 })
  }),

  http.delete(`${MOCK_CONTROL}/faults`, ({ request }) => {
    contextOf(request).db.faults = []
    return new HttpResponse(null, { status: 204 })
  }),

  /** Changes a variant's price, e.g. to provoke 409 PRICE_CHANGED at submit. */
  http.post(`${MOCK_CONTROL}/prices`, async ({ request }) => {
    const { db, lang } = contextOf(request)
    const parsed = v.safeParse(PriceInput, await readJson(request))
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues, lang))
    db.priceOverrides.set(`${parsed.output.skuId}/${parsed.output.variantId}`, parsed.output.amount)
    return json({ data: state(request) })
  }),
]
