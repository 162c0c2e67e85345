import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The fault matrix's machinery (e2e/reliability.spec.ts, docs/reliability.md): the faults, how
 * they are injected with page.route, the words a visitor should read for each, and the mock's
 * ledger (nothing created twice).
 */
export const API = '/api/webshop/v1'
export type Lang = 'de' | 'en' | 'fr'

/** The faults every call meets. */
export const FAULTS = [
  '500',
  '503 once',
  'network error',
  'missed deadline',
  'malformed answer',
  '419 once',
  '429 Retry-After',
  'offline',
] as const
export type Fault = (typeof FAULTS)[number]

/** The deadlines of src/lib/http/retry.ts (DEADLINE_MS), passed with Playwright's clock. */
export const DEADLINE = { read: 15_000, mutation: 30_000 }
export const RETRY_AFTER_S = 30

const catalogues = new Map<string, Record<string, unknown>>()

/** A text of the app's catalogues (locales/<lang>/<ns>.json), as i18next would render it. */
export function words(lang: Lang, key: string, values: Record<string, string | number> = {}) {
  const [ns, path] = key.includes(':') ? key.split(':') : ['common', key]
  const file = `locales/${lang}/${ns}.json`
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')))
  const find = (dotted: string) =>
    dotted
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        catalogues.get(file),
      )
  let text = find(path!)
  if (text === undefined && 'count' in values) {
    text = find(`${path}_${values.count === 1 ? 'one' : 'other'}`)
  }
  if (typeof text !== 'string') throw new Error(`No text ${lang}/${key}`)
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}

/**
 * What the visitor reads for a fault (none: the fault is not noticed: a read retried once, a
 * renewed anti-forgery cookie, a mutation's late answer asked again with the same key).
 * `page`: the route's error screen (a page that cannot show without its data).
 */
export function expectedWords(
  fault: Fault,
  call: { lang: Lang; mutation: boolean; page?: boolean },
): string | null {
  const { lang, mutation } = call
  switch (fault) {
    case '500':
      return call.page
        ? words(lang, 'errors:status.500.description')
        : words(lang, 'errors:form.serverError')
    case '503 once':
      return mutation ? words(lang, 'errors:form.unavailable') : null
    case 'network error':
      return words(lang, 'errors:connection.lost')
    case 'missed deadline':
      return mutation ? null : words(lang, 'problems:problem.timeout')
    case 'malformed answer':
      return words(lang, 'errors:malformed')
    case '419 once':
      return null
    case '429 Retry-After':
      return words(lang, 'problems:problem.tooManyWait', { count: RETRY_AFTER_S })
    case 'offline':
      return mutation
        ? words(lang, 'problems:problem.offline')
        : words(lang, 'errors:connection.lost')
  }
}

/**
 * Faults for one call (method + path), injected with page.route: `arm` sets the fault for the
 * next requests, `clear` lets every request through again. A missed deadline holds the answer
 * (a read: every attempt until cleared; a mutation: the first attempt is carried out by the
 * server and only its answer is lost, so asking again must not do it twice).
 */
export class CallFaults {
  private fault: Fault | 'answer' | null = null
  private answer: { status: number; body: unknown } | null = null
  private left = 0
  private held: Route[] = []
  /** Requests of this call that reached the handler (sent by the page) since `arm`. */
  sent = 0

  constructor(
    private readonly page: Page,
    readonly method: string,
    readonly path: RegExp,
  ) {}

  async install() {
    await this.page.route(
      (url) => this.path.test(url.pathname),
      (route) => this.handle(route),
    )
  }

  arm(fault: Fault) {
    this.fault = fault
    this.sent = 0
    const mutation = this.method !== 'GET'
    this.left =
      fault === '503 once' || fault === '419 once' || (fault === 'missed deadline' && mutation)
        ? 1
        : Number.POSITIVE_INFINITY
  }

  /** Every request of the call answers this (a 422 with field texts, a 409 with a code …). */
  armAnswer(status: number, body: unknown) {
    this.fault = 'answer'
    this.answer = { status, body }
    this.sent = 0
    this.left = Number.POSITIVE_INFINITY
  }

  async clear() {
    this.fault = null
    this.left = 0
    for (const route of this.held.splice(0)) await route.abort().catch(() => undefined)
  }

  private async handle(route: Route) {
    if (route.request().method() !== this.method) return route.fallback()
    this.sent += 1
    if (!this.fault || this.left <= 0) return route.fallback()
    this.left -= 1
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      route.fulfill({
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    switch (this.fault) {
      case 'answer':
        return json(this.answer!.status, this.answer!.body)
      case '500':
        return json(500, { message: 'Server Error' })
      case '503 once':
        return json(503, { message: 'Service Unavailable' })
      case 'network error':
        return route.abort('internetdisconnected')
      case 'malformed answer':
        return json(200, { data: 'nonsense' })
      case '419 once':
        return json(419, { message: 'CSRF token mismatch.' })
      case '429 Retry-After':
        return json(
          429,
          { message: 'Too Many Attempts.' },
          { 'Retry-After': String(RETRY_AFTER_S) },
        )
      case 'missed deadline':
        if (this.method !== 'GET') await route.fetch().catch(() => undefined)
        this.held.push(route)
        return
      case 'offline':
        // The browser is offline (the cell set it): the request fails as it would.
        return route.fallback()
    }
  }
}

/** What this mock session holds, counted (GET /api/__mock/ledger). */
export interface Ledger {
  carts: number
  items: number
  places: number
  participants: number
  vouchers: number
  orders: number
  payments: number
}
export async function ledger(page: Page): Promise<Ledger> {
  const response = await page.request.get('/api/__mock/ledger')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Ledger }).data
}

/**
 * Moves Playwright's clock past deadlines until `done` holds (a page may ask several times in a
 * row: the route's loader, then the page's query, each retried once). Never a real wait for a
 * deadline; between jumps it waits for the page to act on the last one.
 *
 * `sent` counts the call's requests: after a jump the page aborts the late call and asks again,
 * and the next jump must not come before that request is out, or it passes the new attempt's
 * deadline too (CI, 25 Nov 2026: a PATCH asked again was cut off by the following jump, so
 * the step never moved on).
 */
export async function passDeadlines(
  page: Page,
  ms: number,
  done: () => Promise<boolean>,
  sent?: () => number,
) {
  for (let i = 0; i < 8 && !(await done()); i += 1) {
    const before = sent?.() ?? 0
    await page.clock.fastForward(ms + 1_000)
    // Let the page handle the aborted calls before the next look. A mutation asked again after
    // its deadline may succeed at once and leave for the payment provider while we wait: that
    // navigation ends the wait (CI, 25 Nov 2026: "Execution context was destroyed").
    await page
      .evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      .catch((error: unknown) => {
        if (!/context was destroyed|navigat/i.test(String(error))) throw error
      })
    if (!sent) continue
    // The page's answer to the jump: the call asked again, or what `done` looks for.
    for (let polls = 0; polls < 50 && sent() === before && !(await done()); polls += 1)
      await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
