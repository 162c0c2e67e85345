import type { Plugin } from 'vite'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml)$/
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** The brotli (quality 11) and gzip (-9) copies of a text's bytes; none for a small one. */
export async function compressedCopies(source: Buffer): Promise<Buffer[]> {
  if (source.length < MIN_BYTES) return []
  return Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ])
}

/** Written next to the target and renamed: a server never sends a half-written file. */
export async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  await writeFile(`${file}.tmp`, data)
  await rename(`${file}.tmp`, file)
}

/**
 * Writes the copies of `compressedCopies` as `<path>.br` and `<path>.gz`, each whole. Without
 * copies, those of an earlier write go (the prerender rewrites its pages in place). Returns the
 * files written.
 */
export async function writeCopies(path: string, copies: Buffer[]): Promise<string[]> {
  const files = [`${path}.br`, `${path}.gz`]
  if (!copies.length) {
    await Promise.all(files.map((file) => rm(file, { force: true })))
    return []
  }
  await Promise.all(files.map((file, index) => writeWhole(file, copies[index]!)))
  return files
}

/** Writes `<path>.br` and `<path>.gz` beside a text file of the build (writeCopies). */
export async function precompressFile(path: string): Promise<void> {
  await writeCopies(path, await compressedCopies(await readFile(path)))
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every text file of
 * the build, so a static host serves them without compressing on the fly (README: Deploy), and
 * makes `vite preview` (`npm start`) serve them with the right Content-Encoding.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'webshop:precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map((file) => precompressFile(join(outDir, file))),
      )
    },
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const path = decodeURIComponent((req.url ?? '/').split('?')[0]!)
        const type = TYPES[extname(path)]
        if (!type || path.includes('..')) return next()
        const accepted = String(req.headers['accept-encoding'] ?? '')
        const encoding = [
          ['br', '.br'],
          ['gzip', '.gz'],
        ].find(([name, ext]) => accepted.includes(name!) && existsSync(join(root, path + ext)))
        if (!encoding) return next()
        const file = join(root, path + encoding[1])
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', encoding[0]!)
        res.setHeader('Content-Length', statSync(file).size)
        res.setHeader('Vary', 'Accept-Encoding')
        // As deploy/'s hosts: hashed assets for a year, everything else (pages, the sitemap,
        // the feed) asked again each time.
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        if (req.method === 'HEAD') return res.end()
        createReadStream(file).pipe(res)
      })
    },
  }
}
