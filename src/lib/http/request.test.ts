import { describe, it, expect, vi, beforeEach } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { server } from '@/mocks/node'
import {
  ApiError,
  CSRF_PATH,
  DEADLINE_MS,
  RETRY_STATUSES,
  apiRequest,
  isLostAnswer,
  resetCsrfToken,
  setApiLocale,
} from '.'
import { connectionState, resetConnectionState } from '../reliability/connection'

const reportError = vi.hoisted(() => vi.fn(async () => true))
vi.mock('../reliability/error-reporting', () => ({ reportError }))

const URL_ = '*/api/test/thing'
const Thing = v.object({ data: v.object({ id: v.number() }) })

function setCsrfCookie(value = 'token-1') {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`
}

/** Records every request the mock receives. */
function record() {
  const seen: Request[] = []
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone())
  })
  return seen
}

describe('apiRequest', () => {
  beforeEach(() => {
    server.events.removeAllListeners()
    reportError.mockClear()
    setApiLocale('de')
    resetCsrfToken()
  })

  it('without a usable cookie (third-party frame), calls for it once and sends mutations without a header', async () => {
    let csrfCalls = 0
    const tokens: (string | null)[] = []
    server.use(
      http.get('*/sanctum/csrf-cookie', () => {
        csrfCalls += 1
        // The browser refuses the cookie: nothing to echo, and the public API needs nothing.
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(URL_, ({ request }) => {
        tokens.push(request.headers.get('x-xsrf-token'))
        return HttpResponse.json({ data: { id: 6 } })
      }),
    )
    await apiRequest('/api/test/thing', { method: 'POST', body: {} })
    await apiRequest('/api/test/thing', { method: 'POST', body: {} })
    expect(tokens).toEqual([null, null])
    expect(csrfCalls).toBe(1)
  })

  it('sends credentials, the locale header and the anti-forgery header from the cookie', async () => {
    setCsrfCookie('abc def')
    setApiLocale('fr')
    let seen: Request | undefined
    server.use(
      http.get(URL_, ({ request }) => {
        seen = request
        return HttpResponse.json({ data: { id: 1 } })
      }),
    )
    const answer = await apiRequest('/api/test/thing', { schema: Thing })
    expect(answer.data.id).toBe(1)
    expect(seen?.headers.get('accept-language')).toBe('fr')
    expect(seen?.headers.get('x-xsrf-token')).toBe('abc def')
    expect(seen?.credentials).toBe('include')
  })

  it('starts the cookie call first; public calls go out beside it, only a session route waits', async () => {
    const order: string[] = []
    let answerCookie: () => void = () => undefined
    const cookieAnswered = new Promise<void>((resolve) => (answerCookie = resolve))
    const STAFF_URL = '*/api/staff/v1/profile'
    server.use(
      http.get('*/sanctum/csrf-cookie', async () => {
        order.push('csrf:start')
        await cookieAnswered
        order.push('csrf:answered')
        document.cookie = 'XSRF-TOKEN=fresh; path=/'
        return new HttpResponse(null, { status: 204 })
      }),
      http.get(URL_, () => {
        order.push('read')
        return HttpResponse.json({ data: { id: 2 } })
      }),
      http.post(URL_, ({ request }) => {
        order.push(`write:${request.headers.get('x-xsrf-token')}`)
        return HttpResponse.json({ data: { id: 2 } })
      }),
      http.put(STAFF_URL, ({ request }) => {
        order.push(`staff:${request.headers.get('x-xsrf-token')}`)
        return HttpResponse.json({ data: { id: 3 } })
      }),
    )
    // Reads and a public mutation complete while the cookie call is still unanswered.
    await Promise.all([apiRequest('/api/test/thing'), apiRequest('/api/test/thing')])
    await apiRequest('/api/test/thing', { method: 'POST', body: {} })
    const staff = apiRequest('/api/staff/v1/profile', { method: 'PUT', body: {} })
    await vi.waitFor(() => expect(order).toContain('csrf:start'))
    expect(order).not.toContain('staff:fresh')
    answerCookie()
    await staff
    // The public call after the cookie arrived carries it.
    await apiRequest('/api/test/thing', { method: 'POST', body: {} })
    expect(order).toEqual([
      'csrf:start',
      'read',
      'read',
      'write:null',
      'csrf:answered',
      'staff:fresh',
      'write:fresh',
    ])
  })

  it('asks for the cookie with the first call the app sends, not for a read index.html sent', async () => {
    const order: string[] = []
    server.use(
      http.get('*/sanctum/csrf-cookie', () => {
        order.push('csrf')
        return new HttpResponse(null, { status: 204 })
      }),
      http.get(URL_, () => {
        order.push('read')
        return HttpResponse.json({ data: { id: 3 } })
      }),
    )
    // The configuration's answer as index.html's boot script started it: nothing is sent now.
    const started = {
      response: Promise.resolve(HttpResponse.json({ data: { id: 4 } })),
      sentAt: performance.now(),
    }
    const adopted = await apiRequest('/api/test/thing', { schema: Thing, started })
    expect(adopted.data.id).toBe(4)
    expect(order).toEqual([])
    await apiRequest('/api/test/thing', { schema: Thing })
    expect(order).toEqual(['csrf', 'read'])
  })

  it('never fetches the cookie before the cookie call itself', async () => {
    const seen = record()
    server.use(http.get('*/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })))
    await apiRequest(CSRF_PATH)
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([CSRF_PATH])
  })

  it.each([...RETRY_STATUSES])('retries a GET exactly once on %i', async (status) => {
    setCsrfCookie()
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ message: 'busy' }, { status })
          : HttpResponse.json({ data: { id: 3 } })
      }),
    )
    await expect(apiRequest('/api/test/thing', { schema: Thing })).resolves.toEqual({
      data: { id: 3 },
    })
    expect(calls).toBe(2)
  })

  it('gives up after the one retry', async () => {
    setCsrfCookie()
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return HttpResponse.json({ message: 'down' }, { status: 503 })
      }),
    )
    await expect(apiRequest('/api/test/thing')).rejects.toMatchObject({ status: 503 })
    expect(calls).toBe(2)
  })

  it.each([400, 401, 403, 404, 410, 422, 501])('does not retry a GET on %i', async (status) => {
    setCsrfCookie()
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return HttpResponse.json({ message: 'no' }, { status })
      }),
    )
    await expect(apiRequest('/api/test/thing')).rejects.toBeInstanceOf(ApiError)
    expect(calls).toBe(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    setCsrfCookie()
    let calls = 0
    server.use(
      http.all(URL_, () => {
        calls += 1
        return HttpResponse.json({ message: 'busy' }, { status: 503 })
      }),
    )
    await expect(apiRequest('/api/test/thing', { method, body: {} })).rejects.toMatchObject({
      status: 503,
    })
    expect(calls).toBe(1)
  })

  it('on 419 fetches the cookie again and repeats the call once', async () => {
    setCsrfCookie('stale')
    const tokens: (string | null)[] = []
    let csrfCalls = 0
    server.use(
      http.get('*/sanctum/csrf-cookie', () => {
        csrfCalls += 1
        document.cookie = 'XSRF-TOKEN=renewed; path=/'
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(URL_, ({ request }) => {
        const token = request.headers.get('x-xsrf-token')
        tokens.push(token)
        return token === 'renewed'
          ? HttpResponse.json({ data: { id: 4 } })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
      }),
    )
    await expect(apiRequest('/api/test/thing', { method: 'POST', body: {} })).resolves.toEqual({
      data: { id: 4 },
    })
    expect(csrfCalls).toBe(1)
    expect(tokens).toEqual(['stale', 'renewed'])
  })

  it('a second 419 is not repeated again', async () => {
    setCsrfCookie('stale')
    let calls = 0
    server.use(
      http.get('*/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
      http.post(URL_, () => {
        calls += 1
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
      }),
    )
    await expect(apiRequest('/api/test/thing', { method: 'POST', body: {} })).rejects.toMatchObject(
      {
        status: 419,
      },
    )
    expect(calls).toBe(2)
  })

  it('5xx failures carry the request id and are reported', async () => {
    setCsrfCookie()
    server.use(
      http.get(URL_, () =>
        HttpResponse.json(
          { message: 'boom', code: 'INTERNAL' },
          { status: 500, headers: { 'X-Request-Id': 'req-42' } },
        ),
      ),
    )
    const error = await apiRequest('/api/test/thing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, requestId: 'req-42', code: 'INTERNAL' })
    expect(reportError).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ requestId: 'req-42' }),
    )
  })

  it('4xx failures are not reported and keep Laravel field errors', async () => {
    setCsrfCookie()
    server.use(
      http.post(URL_, () =>
        HttpResponse.json(
          {
            message: 'Invalid',
            errors: { 'person.email': ['Please enter a valid e-mail address.'] },
          },
          { status: 422, headers: { 'X-Request-Id': 'req-1' } },
        ),
      ),
    )
    const error = (await apiRequest('/api/test/thing', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({ 'person.email': ['Please enter a valid e-mail address.'] })
    expect(reportError).not.toHaveBeenCalled()
  })

  it('a malformed answer becomes a clear, reported parse error', async () => {
    setCsrfCookie()
    server.use(http.get(URL_, () => HttpResponse.json({ data: { id: 'not a number' } })))
    const error = (await apiRequest('/api/test/thing', { schema: Thing }).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.kind).toBe('parse')
    expect(error.message).toMatch(/data\.id/)
    expect(reportError).toHaveBeenCalledTimes(1)
  })

  it('sends the Idempotency-Key on mutating requests only', async () => {
    setCsrfCookie()
    const keys: (string | null)[] = []
    server.use(
      http.all(URL_, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return HttpResponse.json({ data: { id: 5 } })
      }),
    )
    await apiRequest('/api/test/thing', { method: 'POST', body: {}, idempotencyKey: 'k-1' })
    await apiRequest('/api/test/thing', { idempotencyKey: 'k-2' })
    expect(keys).toEqual(['k-1', null])
  })

  it('a network failure is an ApiError of kind network and is not retried', async () => {
    setCsrfCookie()
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return HttpResponse.error()
      }),
    )
    await expect(apiRequest('/api/test/thing')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    })
    expect(calls).toBe(1)
  })
})

describe('isLostAnswer', () => {
  it('is true when the request may have been carried out: no answer, or a server error', () => {
    const error = (kind: 'http' | 'network' | 'parse', status: number) =>
      new ApiError({ kind, status, message: 'x', url: '/x' })
    expect(isLostAnswer(error('network', 0))).toBe(true)
    expect(isLostAnswer(error('http', 503))).toBe(true)
    expect(isLostAnswer(error('http', 409))).toBe(false)
    expect(isLostAnswer(error('http', 422))).toBe(false)
    expect(isLostAnswer(new Error('x'))).toBe(false)
  })
})

describe('deadlines', () => {
  beforeEach(() => {
    server.events.removeAllListeners()
    resetCsrfToken()
    setCsrfCookie()
    resetConnectionState()
  })
  /** An answer that never comes (until the client gives up). */
  const never = () => new Promise<never>(() => undefined)

  it('a read that misses its deadline is asked again once, then fails like a 408', async () => {
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return never()
      }),
    )
    const error = await apiRequest('/api/test/thing', { deadlineMs: 30 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'timeout', status: 408, code: 'DEADLINE_MISSED' })
    expect(calls).toBe(2)
    expect(isLostAnswer(error)).toBe(true)
  })

  it('a read whose first answer is late gets the second one', async () => {
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return calls === 1 ? never() : HttpResponse.json({ data: { id: 8 } })
      }),
    )
    await expect(apiRequest('/api/test/thing', { schema: Thing, deadlineMs: 30 })).resolves.toEqual(
      { data: { id: 8 } },
    )
  })

  it('a mutation that misses its deadline asks again once with the same Idempotency-Key', async () => {
    const keys: (string | null)[] = []
    let checkingSeen = false
    server.use(
      http.post(URL_, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        checkingSeen ||= connectionState().checking
        return keys.length === 1 ? never() : HttpResponse.json({ data: { id: 9 } })
      }),
    )
    await expect(
      apiRequest('/api/test/thing', { method: 'POST', body: {}, deadlineMs: 30 }),
    ).resolves.toEqual({ data: { id: 9 } })
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(checkingSeen).toBe(true)
    expect(connectionState().checking).toBe(false)
  })

  it('a mutation whose answer stays lost fails as a lost answer, asked twice at most', async () => {
    let calls = 0
    server.use(
      http.put(URL_, () => {
        calls += 1
        return never()
      }),
    )
    const error = await apiRequest('/api/test/thing', {
      method: 'PUT',
      body: {},
      idempotencyKey: 'k-9',
      deadlineMs: 30,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'timeout' })
    expect(isLostAnswer(error)).toBe(true)
    expect(calls).toBe(2)
  })

  it('a csrf-cookie call that never answers ends at the read deadline: a staff save goes out', async () => {
    resetCsrfToken()
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/'
    const order: string[] = []
    server.use(
      http.get('*/sanctum/csrf-cookie', () => {
        order.push('csrf')
        return never()
      }),
      http.post('*/api/staff/v1/thing', () => {
        order.push('write')
        return HttpResponse.json({ data: { id: 4 } })
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const write = apiRequest('/api/staff/v1/thing', { method: 'POST', body: {}, schema: Thing })
      // (vi.waitFor would move the fake clock itself.)
      await vi.advanceTimersByTimeAsync(10)
      expect(order).toEqual(['csrf'])
      await vi.advanceTimersByTimeAsync(DEADLINE_MS.read - 20)
      expect(order).toEqual(['csrf'])
      await vi.advanceTimersByTimeAsync(10)
      await expect(write).resolves.toEqual({ data: { id: 4 } })
      expect(order).toEqual(['csrf', 'write'])
    } finally {
      vi.useRealTimers()
    }
  })

  it("the caller's abort signal still cancels, and is not a missed deadline", async () => {
    server.use(http.get(URL_, never))
    const controller = new AbortController()
    const pending = apiRequest('/api/test/thing', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.not.toBeInstanceOf(ApiError)
  })

  it('a mutation is not sent while the browser is offline', async () => {
    let calls = 0
    server.use(
      http.post(URL_, () => {
        calls += 1
        return HttpResponse.json({ data: { id: 1 } })
      }),
    )
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await expect(
        apiRequest('/api/test/thing', { method: 'POST', body: {} }),
      ).rejects.toMatchObject({ kind: 'offline', code: 'OFFLINE' })
    } finally {
      onLine.mockRestore()
    }
    expect(calls).toBe(0)
  })

  it('a network failure while the browser is online is the call’s own error, not "offline"', async () => {
    server.use(http.get(URL_, () => HttpResponse.error()))
    const error = await apiRequest('/api/test/thing').catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'network' })
    expect(connectionState().offline).toBe(false)
  })

  it('a 429 read is retried once after a short Retry-After, not after a long one', async () => {
    let calls = 0
    server.use(
      http.get(URL_, () => {
        calls += 1
        return HttpResponse.json(
          { message: 'slow down', code: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': calls === 1 ? '0' : '60' } },
        )
      }),
    )
    const error = await apiRequest('/api/test/thing').catch((e: unknown) => e)
    expect(calls).toBe(2)
    expect(error).toMatchObject({ status: 429, retryAfter: 60 })
    calls = 1
    await apiRequest('/api/test/thing').catch(() => undefined)
    expect(calls).toBe(2)
  })
})
