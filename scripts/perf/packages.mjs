// Which packages a page's JS consists of: each loaded file's source map (build-meta/, written by
// the build) tells how many of its bytes come from which package (or from src/); the file's gzip
// bytes are shared out in that proportion. Used by `npm run budget -- --packages`.
import { existsSync, readFileSync } from 'node:fs'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function decode(segment) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    let digit = BASE64.indexOf(char)
    const more = digit & 32
    digit &= 31
    value += digit << shift
    if (more) shift += 5
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** The package a source belongs to, or with `modules` our own file (src/…, locales/…). */
function keyOf(name, modules) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)
  if (match) return match[1]
  if (modules) return name.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '')
  return name.includes('/locales/') ? 'locales' : 'src (the app)'
}

/** Generated characters per source package (or module) of one built file. */
function bytesBySource(code, map, modules) {
  const lines = code.split('\n')
  const sizes = new Map()
  let source = 0
  const add = (index, length) => {
    const key = keyOf(map.sources[index] ?? '?', modules)
    sizes.set(key, (sizes.get(key) ?? 0) + length)
  }
  map.mappings.split(';').forEach((line, index) => {
    let column = 0
    let previous = null
    for (const segment of line ? line.split(',') : []) {
      const fields = decode(segment)
      column += fields[0]
      if (fields.length > 1) source += fields[1]
      if (previous) add(previous.source, column - previous.column)
      previous = { column, source }
    }
    if (previous) add(previous.source, (lines[index] ?? '').length - previous.column)
  })
  return sizes
}

/**
 * gzip bytes by package for the given files ({ path: '/assets/x.js', gzip }); with `modules`,
 * the app's own bytes by source file (`npm run budget -- --modules`).
 */
export function packagesOf(files, { modules = false, dist = 'dist', meta = 'build-meta' } = {}) {
  const total = new Map()
  for (const [path, gzip] of files) {
    if (!path.endsWith('.js')) continue
    const mapFile = `${meta}${path}.map`
    if (!existsSync(mapFile)) continue
    const code = readFileSync(`${dist}${path}`, 'utf8')
    const sizes = bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')), modules)
    const all = [...sizes.values()].reduce((a, b) => a + b, 0) || 1
    for (const [name, bytes] of sizes)
      total.set(name, (total.get(name) ?? 0) + (gzip * bytes) / all)
  }
  return [...total].sort((a, b) => b[1] - a[1])
}
