import type { Plugin } from 'vite'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { minifySync } from 'rolldown/experimental'
import { precompressFile } from './vite-precompress'

/**
 * The embed loader (public/embed.js) is readable source, served as is by the dev server; the
 * build writes it minified (Oxc, Vite's own minifier) into dist/, where its gzip budget applies
 * (scripts/bundle-budget.mjs). No bundling: it stays one classic script without imports.
 */
export function embedLoaderPlugin(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'webshop:embed-loader',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const source = join(root, 'public', 'embed.js')
      if (!existsSync(source)) return
      const result = minifySync('embed.js', await readFile(source, 'utf8'), {
        compress: { target: 'es2017' },
        mangle: true,
      })
      if (result.errors.length) throw new Error(`embed.js: ${result.errors[0]!.message}`)
      const target = join(outDir, 'embed.js')
      await writeFile(target, `/*! Webshop embed loader v1 */${result.code}`)
      // Written after the bundle's own files were compressed: its .br/.gz copies are made here.
      await precompressFile(target)
    },
  }
}
