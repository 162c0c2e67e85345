import type { Plugin, Connect } from 'vite'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Serves the mock backend (src/mocks) over real HTTP from the dev and preview servers,
 * so `npm run dev`, `npm start` and Playwright talk to the same handlers Vitest uses.
 */
export function mockApiPlugin(): Plugin {
  const middleware = (): Connect.NextHandleFunction => {
    // Loaded lazily so a build with MOCK_API=off never evaluates the mock.
    const mod = import('../src/mocks/http')
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
      server.middlewares.use(middleware())
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware())
    },
  }
}
