import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from '@/mocks/node'
import { resetMockDb, setSessionClockStart } from '@/mocks/db/session'
import { TEST_NOW } from './test-instant'

// findBy*/waitFor give up after this long. Testing Library's 1 s is too short on a busy 2-core
// machine (the first render of a lazy route pays for its import): wait on the condition, longer.
configure({ asyncUtilTimeout: 10_000 })

// Every test starts on the fixed test day (src/testing/test-instant.ts): the mock's default
// session is reseeded there with its clock stopped, and in the DOM tests the page's clock (Date)
// starts there too and runs, as it does in the browser. A test may move either (mockClock.set,
// vi.setSystemTime) or install its own fake timers.
setSessionClockStart({ instant: Date.parse(TEST_NOW), freeze: true })
beforeEach(() => {
  resetMockDb()
  if (typeof document === 'undefined') return
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date(TEST_NOW))
})

// Errors that tests provoke on purpose are logged by React and the router with the error
// object; Node's inspector walking into it can reach test-DOM objects it cannot format, which
// crashes the run. Log errors as their name, message and first stack lines instead.
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console)
  console[level] = (...args: unknown[]) =>
    original(
      ...args.map((arg) =>
        arg instanceof Error
          ? `${arg.name}: ${arg.message}\n${arg.stack?.split('\n').slice(1, 4).join('\n') ?? ''}`
          : arg,
      ),
    )
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  vi.useRealTimers()
  server.resetHandlers()
  if (typeof document === 'undefined') return
  cleanup()
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0]
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
})
afterAll(() => server.close())
