import type { Plugin } from 'vite'
import type { AddressInfo } from 'node:net'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { publicPageOf } from '../src/lib/seo/pages'

/** Files the prerender writes at the top of dist/. */
const WRITTEN = /^\/(sitemap\.xml|robots\.txt|feeds\/)/

/**
 * `npm start` and the Playwright server serve what production serves: once the preview server
 * listens, the prerender reads its mock API and writes the pages into dist/ (as `npm run
 * prerender` does on a deploy). Until it is done, page requests wait; then a public page's path
 * is answered with its own file, as nginx's `try_files $uri $uri/index.html` does (deploy/).
 * The origin of canonical URLs: PUBLIC_ORIGIN, else http://localhost:<port>.
 */
export function prerenderPreviewPlugin(): Plugin {
  return {
    name: 'webshop:prerender-preview',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir)
      let done: Promise<void> | undefined
      const run = () => {
        const { port } = server.httpServer.address() as AddressInfo
        const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`
        // Loaded when needed: the dev server and Vitest read this config too.
        done = import('./prerender/index.ts')
          .then(({ prerender }) => prerender({ api: `http://127.0.0.1:${port}`, origin, dist }))
          .then(
            ({ pages }) => server.config.logger.info(`  prerender: ${pages} pages for ${origin}`),
            (error: unknown) => server.config.logger.error(`  prerender failed: ${String(error)}`),
          )
      }
      server.httpServer.once('listening', run)
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s)
        const page = pathname !== '/' && publicPageOf(pathname, 'de')
        if (!page && !WRITTEN.test(pathname)) return next()
        void (done ?? Promise.resolve()).then(() => {
          const file = join(pathname, 'index.html')
          if (page && existsSync(join(dist, file))) req.url = query ? `${file}?${query}` : file
          next()
        })
      })
    },
  }
}
