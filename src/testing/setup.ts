import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from '@/mocks/node'

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
  server.resetHandlers()
  if (typeof document === 'undefined') return
  cleanup()
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0]
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
})
afterAll(() => server.close())
