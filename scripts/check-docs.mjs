#!/usr/bin/env node
// Docs name today's files: every backticked repository path in docs/architecture.md and
// docs/decisions/*.md must exist. A path is a backticked word that starts with one of PREFIXES
// or is a root config file (vite.config.ts, package.json, …); code fences are skipped. A path
// with a placeholder or glob (`locales/<lng>/errors.json`, `e2e/a11y-*.ts`) is checked up to the
// folder before it. Prints each missing path with its doc and line; exit 1 if any.
// Part of `npm run lint`.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const PREFIXES = [
  'src/',
  'scripts/',
  'e2e/',
  'docs/',
  'deploy/',
  'public/',
  'locales/',
  'tests/',
  '.ci/',
]
const ROOT_FILE =
  /^(?:[\w-]+\.config\.(?:ts|js|mjs|cjs|json)|tsconfig(?:\.[\w-]+)?\.json|package(?:-lock)?\.json|index\.html|README\.md)$/

/** The docs to check, relative to the repository root. */
function docs() {
  const decisions = readdirSync(join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/decisions/${name}`)
  return ['docs/architecture.md', ...decisions]
}

/** The repository path a backticked text names, or undefined when it names none. */
export function pathIn(code) {
  const word = code.trim().split(/\s+/)[0] ?? ''
  if (!PREFIXES.some((prefix) => word.startsWith(prefix)) && !ROOT_FILE.test(word)) return undefined
  // `src/lib/loading/idle.ts#L4`, `src/main.tsx:12`, a trailing comma or full stop: the file.
  const path = word
    .replace(/[#?].*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.,;:)]+$/, '')
  // A placeholder or glob: check the folder before it.
  const wild = path.search(/[<*{[]/)
  return wild < 0 ? path : path.slice(0, path.lastIndexOf('/', wild) + 1)
}

/** Every path in a Markdown text with its line number (1-based), code fences left out. */
export function pathsIn(markdown) {
  const found = []
  let fenced = false
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      const path = pathIn(match[1])
      if (path) found.push({ path, line: index + 1 })
    }
  })
  return found
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const missing = []
  let checked = 0
  for (const doc of docs()) {
    const file = join(root, doc)
    if (!existsSync(file)) {
      missing.push(`${doc}: the doc itself is missing`)
      continue
    }
    for (const { path, line } of pathsIn(readFileSync(file, 'utf8'))) {
      checked += 1
      if (!existsSync(join(root, path))) missing.push(`${doc}:${line}: ${path} does not exist`)
    }
  }
  if (missing.length) {
    for (const entry of missing) console.error(entry)
    console.error(`docs: ${missing.length} path(s) do not exist; name today's files in the docs`)
    process.exit(1)
  }
  console.log(`docs: ${checked} paths checked, all exist`)
}
