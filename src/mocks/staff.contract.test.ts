// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server as mswServer } from './node'
import { resetMockDb } from './db/session'
import { MOCK_STAFF, MOCK_STAFF_WITH_CODE } from './db/staff'
import { startMockHttp, tinyBrowser, type TinyBrowser } from '../testing/mock-http'

/**
 * The staff area's contract (docs/api/openapi.yaml, tag Staff) against the mock over real HTTP:
 * every call, its answers and errors as Laravel gives them (401, 419, 422 bodies), the code
 * step, remember cookie, reset tokens and expiry on the mock clock.
 */
let base = ''
let close: () => Promise<void>
beforeAll(async () => {
  mswServer.close()
  resetMockDb()
  ;({ base, close } = await startMockHttp())
})
afterAll(() => close())

let sessions = 0
/** A new browser with its own mock session (data and clock), speaking English. */
function browser(): TinyBrowser {
  sessions += 1
  const go = tinyBrowser(base, `staff-contract-${sessions}`)
  return (path, init = {}) =>
    go(path, { ...init, headers: { 'accept-language': 'en', ...init.headers } })
}

const S = '/api/staff/v1'
const post = (go: TinyBrowser, path: string, json: unknown = {}) =>
  go(`${S}${path}`, { method: 'POST', json })
const put = (go: TinyBrowser, path: string, json: unknown) =>
  go(`${S}${path}`, { method: 'PUT', json })
const advance = (go: TinyBrowser, minutes: number) =>
  go('/api/__mock/clock', { method: 'POST', json: { advanceMinutes: minutes } })
async function lastMail(go: TinyBrowser, to: string): Promise<string> {
  const { data } = (await (await go(`/api/__mock/staff/outbox?to=${to}`)).json()) as {
    data: { secret: string }[]
  }
  return data.at(-1)!.secret
}
const body = async (response: Response) => (await response.json()) as Record<string, unknown>

async function signedIn(account: { email: string; password: string } = MOCK_STAFF) {
  const go = browser()
  await go('/sanctum/csrf-cookie')
  expect((await post(go, '/session', account)).status).toBe(200)
  return go
}

const CODE_INVALID = 'The code is invalid or has expired. Request a new code.'
const LINK_INVALID = 'The link has expired or is invalid. Request a new link.'
const STRONG = 'Neues-Passwort1'

describe('staff session', () => {
  it('answers 401 without a sign-in, 419 without the token, 422 for wrong or missing input', async () => {
    const go = browser()
    const who = await go(`${S}/session`)
    expect(who.status).toBe(401)
    expect(await who.json()).toEqual({ message: 'Unauthenticated.' })
    const forged = await go(`${S}/session`, {
      method: 'POST',
      json: MOCK_STAFF,
      headers: { 'X-XSRF-TOKEN': 'forged' },
    })
    expect(forged.status).toBe(419)
    expect(await forged.json()).toEqual({ message: 'CSRF token mismatch.' })
    await go('/sanctum/csrf-cookie')
    const empty = await post(go, '/session', {})
    expect(empty.status).toBe(422)
    expect((await body(empty)).errors).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    })
    const wrong = await post(go, '/session', { ...MOCK_STAFF, password: 'nope' })
    expect(await wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    })
    const ok = await post(go, '/session', {
      email: 'STAFF@alpenblick.example ',
      password: MOCK_STAFF.password,
    })
    expect(await ok.json()).toEqual({
      data: { user: { name: MOCK_STAFF.name, email: MOCK_STAFF.email } },
    })
    expect((await go(`${S}/session`)).status).toBe(200)
  })

  it('asks for a code, refuses wrong, old and replaced codes, and signs in with the current one', async () => {
    const go = browser()
    await go('/sanctum/csrf-cookie')
    const first = await post(go, '/session', MOCK_STAFF_WITH_CODE)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      data: { codeRequired: true, channel: 'sms', destination: '+41 •• ••• •• 12' },
    })
    expect((await go(`${S}/session`)).status).toBe(401)
    const wrong = await post(go, '/session/code', { code: '000000x' })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toEqual({ message: CODE_INVALID, errors: { code: [CODE_INVALID] } })

    const old = await lastMail(go, MOCK_STAFF_WITH_CODE.email)
    await advance(go, 11)
    expect((await post(go, '/session/code', { code: old })).status).toBe(422)

    const resent = await post(go, '/session/code/resend')
    expect(resent.status).toBe(202)
    expect((await body(resent)).data).toMatchObject({ codeRequired: true, channel: 'sms' })
    const fresh = await lastMail(go, MOCK_STAFF_WITH_CODE.email)
    expect(fresh).toMatch(/^\d{6}$/)
    if (fresh !== old) expect((await post(go, '/session/code', { code: old })).status).toBe(422)
    const ok = await post(go, '/session/code', { code: fresh.replace(/(\d{3})/, '$1 ') })
    expect(await ok.json()).toEqual({
      data: { user: { name: MOCK_STAFF_WITH_CODE.name, email: MOCK_STAFF_WITH_CODE.email } },
    })
    // The code is used up with the pending sign-in.
    expect((await post(go, '/session/code/resend')).status).toBe(422)
  })

  it('keeps a remembered sign-in beyond the session, and signing out ends both', async () => {
    const remembered = browser()
    await remembered('/sanctum/csrf-cookie')
    const answer = await post(remembered, '/session', { ...MOCK_STAFF, remember: true })
    expect(answer.headers.getSetCookie().find((c) => c.startsWith('remember_web='))).toMatch(
      /Max-Age=34560000.*HttpOnly/,
    )
    const plain = await signedIn()
    // Laravel's SESSION_LIFETIME is 120 minutes; each browser has its own mock clock.
    await advance(remembered, 121)
    await advance(plain, 121)
    expect((await plain(`${S}/session`)).status).toBe(401)
    expect((await remembered(`${S}/session`)).status).toBe(200)
    expect((await remembered(`${S}/session`, { method: 'DELETE' })).status).toBe(204)
    expect((await remembered(`${S}/session`)).status).toBe(401)
  })
})

describe('attempt limits (docs/api/README.md, "Rate limits")', () => {
  const tooMany = async (response: Response) => {
    expect(response.status).toBe(429)
    const wait = Number(response.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(await body(response)).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    return wait
  }

  it('five wrong passwords a minute per account: then even the right one waits', async () => {
    const go = browser()
    await go('/sanctum/csrf-cookie')
    const wrong = { ...MOCK_STAFF, password: 'wrong-password' }
    for (let i = 0; i < 5; i++) expect((await post(go, '/session', wrong)).status).toBe(422)
    expect(await tooMany(await post(go, '/session', MOCK_STAFF))).toBeLessThanOrEqual(60)
    await advance(go, 1)
    expect((await post(go, '/session', MOCK_STAFF)).status).toBe(200)
  })

  it('five wrong codes end the code; a new one works', async () => {
    const go = browser()
    await go('/sanctum/csrf-cookie')
    await post(go, '/session', MOCK_STAFF_WITH_CODE)
    const code = await lastMail(go, MOCK_STAFF_WITH_CODE.email)
    const other = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++)
      expect((await post(go, '/session/code', { code: other })).status).toBe(422)
    const fifth = await post(go, '/session/code', { code: other })
    expect((await body(fifth)).message).toMatch(/Too many wrong tries/)
    // The right code no longer works either.
    expect((await post(go, '/session/code', { code })).status).toBe(422)
    expect((await post(go, '/session/code/resend')).status).toBe(202)
    const fresh = await lastMail(go, MOCK_STAFF_WITH_CODE.email)
    expect((await post(go, '/session/code', { code: fresh })).status).toBe(200)
  })

  it('three code re-sends per quarter hour; three reset mails an hour per address', async () => {
    const go = browser()
    await go('/sanctum/csrf-cookie')
    await post(go, '/session', MOCK_STAFF_WITH_CODE)
    for (let i = 0; i < 3; i++) expect((await post(go, '/session/code/resend')).status).toBe(202)
    await tooMany(await post(go, '/session/code/resend'))

    const { data: before } = (await (
      await go(`/api/__mock/staff/outbox?to=${MOCK_STAFF.email}`)
    ).json()) as { data: unknown[] }
    const forgot = () => post(go, '/forgot-password', { email: MOCK_STAFF.email })
    for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(202)
    await tooMany(await forgot())
    const { data: after } = (await (
      await go(`/api/__mock/staff/outbox?to=${MOCK_STAFF.email}`)
    ).json()) as { data: unknown[] }
    expect(after.length - before.length).toBe(3)
  })
})

describe('forgotten password', () => {
  it('answers the same for every address and resets once with a valid token', async () => {
    const go = browser()
    await go('/sanctum/csrf-cookie')
    const unknown = await post(go, '/forgot-password', { email: 'nobody@example.ch' })
    const known = await post(go, '/forgot-password', { email: MOCK_STAFF.email })
    expect(unknown.status).toBe(202)
    expect(known.status).toBe(202)
    expect(await unknown.json()).toEqual(await known.json())
    expect((await post(go, '/forgot-password', { email: 'no-at' })).status).toBe(422)

    const token = await lastMail(go, MOCK_STAFF.email)
    const weak = await post(go, '/reset-password', {
      token,
      password: 'lowercase1',
      passwordConfirmation: 'other',
    })
    expect((await body(weak)).errors).toEqual({
      password: [
        'The password needs at least 8 characters with at least one lower-case and one upper-case letter.',
      ],
      passwordConfirmation: ['The passwords do not match.'],
    })
    const bad = await post(go, '/reset-password', {
      token: 'x'.repeat(40),
      password: STRONG,
      passwordConfirmation: STRONG,
    })
    expect(await bad.json()).toEqual({ message: LINK_INVALID, errors: { token: [LINK_INVALID] } })
    const usable = await go(`${S}/reset-password/${token}`)
    expect(usable.status).toBe(200)
    expect(((await usable.json()) as { data: { expiresAt: string } }).data.expiresAt).toMatch(/Z$/)
    const reset = { token, password: STRONG, passwordConfirmation: STRONG }
    expect((await post(go, '/reset-password', reset)).status).toBe(200)
    expect((await post(go, '/reset-password', reset)).status).toBe(422)
    // Used up: the link's page learns it before anything is typed.
    const used = await go(`${S}/reset-password/${token}`)
    expect(used.status).toBe(404)
    expect(await used.json()).toEqual({ message: LINK_INVALID })
    expect((await post(go, '/session', MOCK_STAFF)).status).toBe(422)
    expect((await post(go, '/session', { email: MOCK_STAFF.email, password: STRONG })).status).toBe(
      200,
    )
  })

  it('refuses a token after 60 minutes', async () => {
    const go = browser()
    await go('/sanctum/csrf-cookie')
    await post(go, '/forgot-password', { email: MOCK_STAFF.email })
    const token = await lastMail(go, MOCK_STAFF.email)
    await advance(go, 61)
    expect((await go(`${S}/reset-password/${token}`)).status).toBe(404)
    const late = await post(go, '/reset-password', {
      token,
      password: STRONG,
      passwordConfirmation: STRONG,
    })
    expect((await body(late)).errors).toEqual({ token: [LINK_INVALID] })
  })
})

describe('profile and password', () => {
  it('needs a sign-in and the CSRF token', async () => {
    const go = browser()
    expect((await go(`${S}/profile`)).status).toBe(401)
    await go('/sanctum/csrf-cookie')
    expect((await put(go, '/profile', {})).status).toBe(401)
    expect((await put(go, '/password', {})).status).toBe(401)
    const anna = await signedIn()
    const forged = await anna(`${S}/profile`, {
      method: 'PUT',
      json: {},
      headers: { 'X-XSRF-TOKEN': 'x' },
    })
    expect(forged.status).toBe(419)
  })

  it('reads and saves the profile, refusing a bad phone, a low-contrast colour and a taken e-mail', async () => {
    const go = await signedIn()
    const { data: profile } = (await (await go(`${S}/profile`)).json()) as {
      data: Record<string, string>
    }
    expect(profile).toEqual({
      firstname: 'Anna',
      surname: 'Alpenblick',
      email: MOCK_STAFF.email,
      phone: '+41799000011',
      language: 'de',
      color: '#1d4ed8',
      icon: 'mountain',
    })
    const bad = await put(go, '/profile', {
      ...profile,
      phone: '+41 12',
      color: '#ffff00',
      email: MOCK_STAFF_WITH_CODE.email,
    })
    expect(bad.status).toBe(422)
    expect((await body(bad)).errors).toEqual({
      phone: ['Telephone number invalid.'],
      email: ['This e-mail address is already in use.'],
      color: ['This colour has too little contrast with white text.'],
    })
    const saved = await put(go, '/profile', {
      ...profile,
      firstname: 'Annina',
      phone: '+41 79 900 00 99',
      color: '#7c2d12',
      icon: 'tent',
      language: 'fr',
    })
    expect((await body(saved)).data).toMatchObject({
      firstname: 'Annina',
      phone: '+41799000099',
      icon: 'tent',
    })
    expect(await (await go(`${S}/session`)).json()).toEqual({
      data: { user: { name: 'Annina Alpenblick', email: MOCK_STAFF.email } },
    })
  })

  it('changes the password only with the current one and by the rules', async () => {
    const go = await signedIn()
    const wrong = await put(go, '/password', {
      currentPassword: 'nope',
      password: STRONG,
      passwordConfirmation: STRONG,
    })
    expect((await body(wrong)).errors).toEqual({ currentPassword: ['The password is incorrect.'] })
    const weak = await put(go, '/password', {
      currentPassword: MOCK_STAFF.password,
      password: 'SHORT1',
      passwordConfirmation: 'SHORT1',
    })
    expect(Object.keys((await body(weak)).errors as object)).toEqual(['password'])
    const ok = await put(go, '/password', {
      currentPassword: MOCK_STAFF.password,
      password: STRONG,
      passwordConfirmation: STRONG,
    })
    expect(ok.status).toBe(204)
  })
})

describe('availability', () => {
  type Day = { date: string; AM: string; DAY: string; PM: string }
  const read = async (go: TinyBrowser, from: string, to: string) => {
    const answer = await go(`${S}/availability?from=${from}&to=${to}`)
    return {
      status: answer.status,
      ...((await answer.json()) as { data?: { days: Day[] }; errors?: unknown }),
    }
  }

  it('needs a sign-in and a range of at most 366 days', async () => {
    const go = browser()
    expect((await read(go, '2026-06-01', '2026-06-30')).status).toBe(401)
    const anna = await signedIn()
    expect((await read(anna, '2026-06-30', '2026-06-01')).errors).toEqual({
      to: ['The range may span at most 366 days and must not end before it starts.'],
    })
    expect((await read(anna, '2026-06-01', '2027-06-02')).status).toBe(422)
    expect((await read(anna, 'june', '2026-06-30')).status).toBe(422)
  })

  it('reads every day of the range and sets a day, a range, a weekly pattern and clears', async () => {
    const go = await signedIn()
    const june = await read(go, '2026-06-01', '2026-06-30')
    expect(june.data!.days).toHaveLength(30)
    // The seed (the mock's today is Wednesday 17 June 2026 in tests).
    expect(june.data!.days.find((d) => d.date === '2026-06-18')).toEqual({
      date: '2026-06-18',
      AM: 'UNKNOWN',
      DAY: 'AVAILABLE',
      PM: 'UNKNOWN',
    })
    const day = await put(go, '/availability', {
      from: '2026-06-22',
      to: '2026-06-22',
      timeOfDay: 'AM',
      value: 'MAYBE',
    })
    expect(((await body(day)).data as { days: Day[] }).days).toEqual([
      { date: '2026-06-22', AM: 'MAYBE', DAY: 'UNKNOWN', PM: 'UNKNOWN' },
    ])
    // Weekly pattern: Saturdays and Sundays of July unavailable all day.
    const weekly = await put(go, '/availability', {
      from: '2026-07-01',
      to: '2026-07-31',
      timeOfDay: 'DAY',
      value: 'UNAVAILABLE',
      weekdays: [0, 6],
    })
    const july = ((await body(weekly)).data as { days: Day[] }).days
    expect(july.filter((d) => d.DAY === 'UNAVAILABLE').map((d) => d.date.slice(8))).toEqual([
      '04',
      '05',
      '11',
      '12',
      '18',
      '19',
      '25',
      '26',
    ])
    await put(go, '/availability', {
      from: '2026-07-04',
      to: '2026-07-05',
      timeOfDay: 'DAY',
      value: 'UNKNOWN',
    })
    const after = await read(go, '2026-07-04', '2026-07-05')
    expect(after.data!.days.map((d) => d.DAY)).toEqual(['UNKNOWN', 'UNKNOWN'])
    const invalid = await put(go, '/availability', {
      from: '2026-07-01',
      to: '2026-07-02',
      timeOfDay: 'NIGHT',
      value: 'SURE',
      weekdays: [7],
    })
    expect(Object.keys((await body(invalid)).errors as object).sort()).toEqual([
      'timeOfDay',
      'value',
      'weekdays.0',
    ])
  })
})

describe('availability rules', () => {
  it('refuses days before today and a day that would be available and unavailable at once', async () => {
    const go = await signedIn()
    const change = (from: string, timeOfDay: string, value: string) =>
      put(go, '/availability', { from, to: from, timeOfDay, value })
    const past = await change('2026-06-16', 'DAY', 'MAYBE')
    expect(past.status).toBe(422)
    expect((await body(past)).errors).toEqual({
      from: ['Days before today can no longer be changed.'],
    })
    // 18 June is available all day (the seed): its morning cannot be unavailable.
    const clash = await change('2026-06-18', 'AM', 'UNAVAILABLE')
    expect((await body(clash)).errors).toEqual({
      value: [
        'A whole day and its morning or afternoon cannot be available and unavailable at once. Change the other setting first.',
      ],
    })
    const june18 = await go(`${S}/availability?from=2026-06-18&to=2026-06-18`)
    expect(((await june18.json()) as { data: { days: { AM: string }[] } }).data.days[0]!.AM).toBe(
      'UNKNOWN',
    )
    expect((await change('2026-06-18', 'AM', 'MAYBE')).status).toBe(200)
    expect((await change('2026-06-17', 'PM', 'UNAVAILABLE')).status).toBe(200)
  })
})

describe('icon service', () => {
  it('finds icons by name or label in the request language', async () => {
    const go = browser()
    const all = (await (await go('/api/icons/v1/icons')).json()) as { data: { name: string }[] }
    expect(all.data.length).toBeGreaterThan(12)
    const boats = (await (
      await go('/api/icons/v1/icons?search=bateau', {
        headers: { 'accept-language': 'fr' },
      })
    ).json()) as { data: { name: string; label: string }[] }
    expect(boats.data).toEqual([expect.objectContaining({ name: 'boat', label: 'Bateau' })])
  })
})
