import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export const CATALOGUES_MODULE = 'virtual:catalogues'
const RESOLVED = `\0${CATALOGUES_MODULE}`

/** locales/<lng>/<ns>.json of the checkout: [lng, ns, absolute path]. */
function catalogueFiles(root: string): [string, string, string][] {
  const dir = join(root, 'locales')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((lng) =>
      readdirSync(join(dir, lng.name))
        .filter((file) => file.endsWith('.json'))
        .map((file): [string, string, string] => [
          lng.name,
          file.slice(0, -'.json'.length),
          join(dir, lng.name, file),
        ]),
    )
    .sort(([a, b], [c, d]) => (a + b).localeCompare(c + d))
}

/** A built file's content hash for its name (cache-busting, stable): 8 characters. */
export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 8)
}

/** The catalogue's file name: its namespace and a hash of its text. */
function hashOf(path: string): string {
  return contentHash(readFileSync(path))
}

/** The built catalogue's name under the assets folder, e.g. `accessibility-<hash>.js`. */
export function catalogueFileName(root: string, lng: string, ns: string): string {
  return `${ns}-${hashOf(join(root, 'locales', lng, `${ns}.json`))}.js`
}

/**
 * The i18n catalogues (locales/<lng>/<ns>.json), one lazily loaded module each, listed compactly
 * (docs/performance.md, "Build-time trims"). `import.meta.glob` would list every catalogue of every language in
 * the first chunk as `"../../locales/de/cart.json": () => preload(() => import("./cart-<hash>.js"), [])`;
 * here the build names each file itself (`assets/<ns>-<hash of its text>.js`) and the list is
 * `{ de: "cart-<hash> common-<hash> …" }`, imported by that name. Dev server and tests keep the
 * glob. The module exports `(lng, ns) => import(…) | undefined`.
 */
export function cataloguesPlugin(): Plugin {
  let root = process.cwd()
  let build = false
  let assetsDir = 'assets'
  return {
    name: 'webshop:catalogues',
    configResolved(config) {
      root = config.root
      build = config.command === 'build'
      assetsDir = config.build.assetsDir
    },
    buildStart() {
      if (!build) return
      for (const [, ns, path] of catalogueFiles(root))
        this.emitFile({
          type: 'chunk',
          id: path,
          fileName: `${assetsDir}/${ns}-${hashOf(path)}.js`,
          preserveSignature: 'strict',
        })
    },
    resolveId(source) {
      return source === CATALOGUES_MODULE ? RESOLVED : null
    },
    load(id) {
      if (id !== RESOLVED) return null
      if (!build)
        return (
          `const all = import.meta.glob('/locales/*/*.json')\n` +
          'export default (lng, ns) => all[`/locales/${lng}/${ns}.json`]?.()\n'
        )
      const names: Record<string, string[]> = {}
      for (const [lng, ns, path] of catalogueFiles(root))
        (names[lng] ??= []).push(`${ns}-${hashOf(path)}`)
      const list = Object.fromEntries(Object.entries(names).map(([lng, n]) => [lng, n.join(' ')]))
      // The catalogues sit next to the chunk importing them (assets/); the name is looked up in
      // the list, so nothing but a listed catalogue is ever imported. A module that could not be
      // fetched stays failed for the document (Chromium 150 answers every later import() of that
      // URL with the same error, without a request): after a failure the catalogue is imported
      // under a URL of its own, `<name>.js#<n>` (the request is the same, without the fragment),
      // so Try again fetches it once the connection is back.
      return (
        `const list = ${JSON.stringify(list)}\n` +
        'const failed = {}\n' +
        'export default (lng, ns) => {\n' +
        '  const name = list[lng]?.split(" ").find((n) => n.slice(0, n.length - 9) === ns)\n' +
        '  const one = () => {\n' +
        '    const n = failed[name] || 0\n' +
        '    return import(/* @vite-ignore */ `./${name}.js${n ? "#" + n : ""}`).catch((error) => {\n' +
        '      failed[name] = n + 1\n' +
        '      throw error\n' +
        '    })\n' +
        '  }\n' +
        // A deep link to a listing: its route's catalogues in one file, imported by index.html
        // (scripts/route-boot.ts); where that import failed, each on its own.
        '  const pre = window.__boot?.catalogues?.(lng, ns)\n' +
        '  return name && (pre ? pre.then((m) => m || one()) : one())\n' +
        '}\n'
      )
    },
  }
}
