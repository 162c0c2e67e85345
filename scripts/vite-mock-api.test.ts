// @vitest-environment node
import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import playwrightConfig from '../playwright.config'
import { KEEP_ALIVE_TIMEOUT_MS, agreeOnKeepAlive } from './vite-mock-api'

describe('keep-alive of the mock servers', () => {
  it('outlasts the idle time of a test helper connection, so none is closed under it', () => {
    const server = createServer()
    agreeOnKeepAlive(server)
    // A test's request context (and its pooled connections) lives at most one test long.
    const testTimeout = playwrightConfig.timeout ?? 30_000
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(server.keepAliveTimeout).toBeGreaterThan(testTimeout)
    // Node closes a connection whose headers take longer; it must not undercut keep-alive.
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
    // Node's own default would be the 5 s that reset the helpers' connections.
    expect(createServer().keepAliveTimeout).toBe(5_000)
  })
})
