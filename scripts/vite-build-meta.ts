import type { Plugin } from 'vite'
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

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
 */
export function buildMetaPlugin(root: string = process.cwd()): Plugin {
  const metaDir = resolve(root, BUILD_META_DIR)
  return {
    name: 'webshop:build-meta',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      rmSync(metaDir, { recursive: true, force: true })
    },
    writeBundle: {
      order: 'post',
      handler(options) {
        const outDir = resolve(root, options.dir ?? 'dist')
        for (const file of filesBelow(outDir)) {
          const rel = relative(outDir, file)
          if (!rel.endsWith('.map') && rel !== join('.vite', 'manifest.json')) continue
          const target = join(metaDir, rel.replace(/^\.vite[\\/]/, ''))
          mkdirSync(dirname(target), { recursive: true })
          renameSync(file, target)
        }
        rmSync(join(outDir, '.vite'), { recursive: true, force: true })
      },
    },
  }
}
