import type { Plugin, Connect } from 'vite'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { hostname, networkInterfaces } from 'node:os'

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the
 * time a test's API helper may sit idle on a pooled connection, so the helper's next request
 * could go out on a socket the server was closing (ECONNRESET). Longer than a test's timeout
 * (60 s, playwright.config.ts), a connection of a test's request context is never closed under
 * it. Headers must be allowed longer than that (Node's rule).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export function agreeOnKeepAlive(httpServer: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
}

/**
 * The hosts a server opened with `HOST` answers on, beyond the loopback names the mock always
 * allows: the address given, or every address of this machine when it listens on all of them.
 * A visitor who opens the printed address can then pay there (the mock's return-URL check).
 */
export function servedHosts(host: string | undefined): string[] {
  if (!host) return []
  if (host !== '0.0.0.0' && host !== '::') return [host.includes(':') ? `[${host}]` : host]
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) =>
      entry ? [entry.family === 'IPv6' ? `[${entry.address}]` : entry.address] : [],
    )
  return [hostname(), ...addresses]
}

/**
 * Serves the mock backend (src/mocks) over real HTTP from the dev and preview servers,
 * so `npm run dev`, `npm start` and Playwright talk to the same handlers Vitest uses.
 */
export function mockApiPlugin(): Plugin {
  const middleware = (): Connect.NextHandleFunction => {
    process.env.MOCK_SERVED_HOSTS ??= servedHosts(process.env.HOST).join(',')
    // Loaded lazily so a build with MOCK_API=off never evaluates the mock.
    const mod = import('../src/mocks/http').then((m) => {
      m.startSessionClocksAt(process.env.MOCK_CLOCK_START)
      return m
    })
    return (req, res, next) => {
      mod
        .then(({ handleMockRequest }) =>
          handleMockRequest(req as IncomingMessage, res as ServerResponse, next),
        )
        .catch(next)
    }
  }
  return {
    name: 'webshop:mock-api',
    configureServer(server) {
      if (server.httpServer) agreeOnKeepAlive(server.httpServer as Server)
      server.middlewares.use(middleware())
    },
    configurePreviewServer(server) {
      agreeOnKeepAlive(server.httpServer as Server)
      server.middlewares.use(middleware())
    },
  }
}
