import type { Connect, Plugin } from 'vite'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const EXAMPLE = fileURLToPath(new URL('../e2e/pages/embed-example.html', import.meta.url))

/**
 * The embed example host page (e2e/pages/embed-example.html) at `/embed-example.html`, from the
 * dev and preview servers only: it is a test and demo page, never part of `dist/`.
 */
export function devPagesPlugin(): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/embed-example.html' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return next()
    }
    readFile(EXAMPLE, 'utf8').then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('X-Robots-Tag', 'noindex')
      res.end(req.method === 'HEAD' ? undefined : html)
    }, next)
  }
  return {
    name: 'webshop:dev-pages',
    configureServer(server) {
      server.middlewares.use(middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware)
    },
  }
}
