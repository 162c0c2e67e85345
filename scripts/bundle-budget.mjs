#!/usr/bin/env node
// Bundle budget on the production build (dist/). For each route it adds up the gzip bytes of the
// JS and CSS a visitor downloads before that route's first render: the entry and its static
// imports, the route files' lazily split chunks with their imports, and the German catalogues.
// Bytes are deterministic for a given build, so this can fail CI without flakiness.
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const KiB = 1024
/** Budgets in KiB gzip. The home route's is the issue's hard limit (aim: 130). */
const BUDGETS = {
  home: 150,
}
/** Reported too, with no budget of their own yet: what each later route costs on top. */
const ROUTES = {
  home: {
    files: [
      'src/routes/__root.tsx',
      'src/routes/$lang/route.tsx',
      'src/routes/$lang/_default/route.tsx',
      'src/routes/$lang/_default/index.tsx',
    ],
    namespaces: ['common', 'errors', 'listings'],
  },
  'legal page': {
    files: [
      'src/routes/__root.tsx',
      'src/routes/$lang/route.tsx',
      'src/routes/$lang/_default/route.tsx',
      'src/routes/$lang/_default/imprint.tsx',
    ],
    namespaces: ['common', 'errors'],
    // Awaited by the route's loader through import(): the sanitiser.
    extra: ['src/lib/sanitize-dompurify.ts'],
  },
  'listing detail': {
    files: [
      'src/routes/__root.tsx',
      'src/routes/$lang/route.tsx',
      'src/routes/$lang/_default/route.tsx',
      'src/routes/$lang/_default/listing.$slug.tsx',
    ],
    namespaces: ['common', 'errors', 'listings'],
    extra: ['src/lib/sanitize-dompurify.ts'],
  },
}
const EMBED = [
  'src/routes/__root.tsx',
  'src/routes/$lang/route.tsx',
  'src/routes/$lang/_embedded/route.tsx',
]
Object.assign(ROUTES, {
  'embed search': {
    files: [...EMBED, 'src/routes/$lang/_embedded/embed/v1/search.tsx'],
    namespaces: ['common', 'errors', 'listings'],
  },
  'embed upcoming': {
    files: [...EMBED, 'src/routes/$lang/_embedded/embed/v1/upcoming.tsx'],
    namespaces: ['common', 'errors', 'listings'],
  },
  'embed listing': {
    files: [...EMBED, 'src/routes/$lang/_embedded/embed/v1/listing.$slug.tsx'],
    namespaces: ['common', 'errors', 'listings'],
  },
  'embed booking': {
    files: [...EMBED, 'src/routes/$lang/_embedded/embed/v1/booking.$slug.tsx'],
    namespaces: ['common', 'errors', 'listings', 'booking', 'cart'],
  },
})
/** Extra route tables registered by later features (kept in one place: scripts/budget-routes.json). */
const extraPath = new URL('./budget-routes.json', import.meta.url)
if (existsSync(extraPath)) {
  const extra = JSON.parse(readFileSync(extraPath, 'utf8'))
  Object.assign(ROUTES, extra.routes ?? {})
  Object.assign(BUDGETS, extra.budgets ?? {})
}

// The build moves its manifest out of dist/ (scripts/vite-build-meta.ts).
const manifestPath = process.argv[3] ?? join('build-meta', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`budget: ${manifestPath} is missing; run the build first`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const gzipCache = new Map()
const gz = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return gzipCache.get(file)
}

function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return seen
}

function routeKeys(route) {
  const keys = [entryKey]
  for (const file of route.files) {
    for (const key of Object.keys(manifest)) {
      // What loads and renders the page: its loader and component splits, not the error and
      // not-found splits, which load only when needed.
      if (
        key === file ||
        key === `${file}?tsr-split=component` ||
        key === `${file}?tsr-split=loader`
      )
        keys.push(key)
    }
  }
  for (const ns of route.namespaces ?? []) keys.push(`locales/de/${ns}.json`)
  for (const key of route.extra ?? []) {
    if (!manifest[key]) throw new Error(`budget: ${key} is not in the build manifest`)
    keys.push(key)
  }
  return keys
}

let failed = false
const rows = []
for (const [name, route] of Object.entries(ROUTES)) {
  const keys = closure(routeKeys(route))
  const js = new Set()
  const css = new Set()
  for (const key of keys) {
    js.add(manifest[key].file)
    for (const file of manifest[key].css ?? []) css.add(file)
  }
  const jsBytes = [...js].reduce((sum, file) => sum + gz(file), 0)
  const cssBytes = [...css].reduce((sum, file) => sum + gz(file), 0)
  const total = jsBytes + cssBytes
  const budget = BUDGETS[name]
  const over = budget !== undefined && total > budget * KiB
  if (over) failed = true
  rows.push({ name, jsBytes, cssBytes, total, budget, over, files: js.size + css.size })
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`
console.log('Bundle budget (gzip, before first render)')
for (const row of rows) {
  const limit = row.budget === undefined ? 'reported' : `budget ${row.budget} KiB`
  console.log(
    `  ${row.name.padEnd(22)} JS ${kib(row.jsBytes).padStart(10)} (${row.jsBytes} B)  CSS ${kib(row.cssBytes).padStart(9)} (${row.cssBytes} B)  total ${kib(row.total).padStart(10)}  ${row.files} files  ${limit}${row.over ? '  OVER BUDGET' : ''}`,
  )
}
// Static files with a budget of their own: the embed loader runs on third-party pages.
const STATIC_BUDGETS = { 'embed.js': 2 }
for (const [file, limit] of Object.entries(STATIC_BUDGETS)) {
  const bytes = gz(file)
  const over = bytes > limit * KiB
  if (over) failed = true
  console.log(
    `  ${`${file} (loader)`.padEnd(22)} JS ${kib(bytes).padStart(10)} (${bytes} B)  budget ${limit} KiB${over ? '  OVER BUDGET' : ''}`,
  )
}
const sentry = Object.entries(manifest).find(([key]) => key.includes('@sentry'))
if (sentry)
  console.log(
    `  (Sentry is a lazy chunk of ${kib(gz(sentry[1].file))}, loaded only with a DSN and an error)`,
  )
if (failed) {
  console.error('budget: over budget')
  process.exit(1)
}
