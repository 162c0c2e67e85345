import type { Plugin } from 'vite'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { caddyCspSnippets, contentSecurityPolicy, nginxCspInclude } from './csp.ts'
import { firstViewSheets } from './prerender/sheets.ts'

/** Where the build's own metadata goes: next to dist/, never deployed (ignored by git). */
export const BUILD_META_DIR = 'build-meta'

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Moves what the build writes for tools, not browsers, out of dist/ into build-meta/: the source
 * maps (for error reporting; `sourcemap: 'hidden'` leaves no reference to them in the files) and
 * `.vite/manifest.json` (read by scripts/bundle-budget.mjs; the app itself never fetches it).
 * `dist/` then holds only what a visitor's browser loads (scripts/check-dist.mjs checks it).
 * Writes this build's Content-Security-Policy there too, for the server configs in deploy/.
 */
export function buildMetaPlugin(env: { apiBaseUrl?: string; sentryDsn?: string } = {}): Plugin {
  // Next to the output folder: dist/ -> build-meta/ (another --outDir gets its own).
  let outDir = resolve('dist')
  let metaDir = resolve(BUILD_META_DIR)
  return {
    name: 'webshop:build-meta',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      metaDir = resolve(outDir, '..', BUILD_META_DIR)
    },
    buildStart() {
      rmSync(metaDir, { recursive: true, force: true })
    },
    writeBundle: {
      order: 'post',
      handler() {
        for (const file of filesBelow(outDir)) {
          const rel = relative(outDir, file)
          if (!rel.endsWith('.map') && rel !== join('.vite', 'manifest.json')) continue
          const target = join(metaDir, rel.replace(/^\.vite[\\/]/, ''))
          mkdirSync(dirname(target), { recursive: true })
          renameSync(file, target)
        }
        rmSync(join(outDir, '.vite'), { recursive: true, force: true })
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
        const policy = contentSecurityPolicy({
          indexHtml,
          inlineStyles: firstViewSheets(outDir, indexHtml).map(({ css }) => css),
          ...env,
        })
        mkdirSync(metaDir, { recursive: true })
        writeFileSync(join(metaDir, 'csp.txt'), `${policy}\n`)
        writeFileSync(join(metaDir, 'csp.conf'), nginxCspInclude(policy))
        writeFileSync(join(metaDir, 'csp.caddy'), caddyCspSnippets(policy))
      },
    },
  }
}
