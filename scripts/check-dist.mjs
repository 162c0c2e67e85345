#!/usr/bin/env node
// Lists dist/ after `npm run build` and fails on anything a visitor's browser does not load:
// source maps, the build manifest, example or test pages, stray files. What may be deployed is
// an allow-list; a new kind of file has to be added here on purpose.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Top-level files the app and the widget loader need. */
const ROOT_FILES = new Set(['index.html', 'version.json', 'embed.js', 'favicon.svg', 'robots.txt'])
/** Hashed build output: `assets/<name>-<hash>.<ext>`. */
const ASSET = /^assets\/[\w.-]+-[\w-]{8,}\.(js|css|json|svg|png|jpe?g|webp|avif|gif|woff2?)$/
/**
 * What `npm run prerender` writes (the preview server runs it too): each public page's HTML per
 * language, the sitemap, the Things to do feed and the palette of the prerendered first views.
 */
const PRERENDERED =
  /^((de|en|fr)\/((listing\/[a-z0-9-]+|imprint|privacy-policy|terms-and-conditions|accessibility)\/)?index\.html|sitemap\.xml|feeds\/things-to-do\.json)$/
/** Precompressed copies (served by gzip_static/brotli_static) of an allowed file. */
const COMPRESSED = /\.(gz|br)$/

/** Why a dist/ path must not be deployed, or null when it may. */
export function rejectionOf(path) {
  const file = path.split(sep).join('/')
  if (/\.map(\.(gz|br))?$/.test(file)) return 'source map'
  if (file.startsWith('.vite/') || /(^|\/)manifest\.json/.test(file)) return 'build manifest'
  if (/example|mockserviceworker|(^|[/._-])(test|spec|e2e|fixture|mock)s?([/._-]|$)/i.test(file)) {
    return 'example or test file'
  }
  const plain = file.replace(COMPRESSED, '')
  if (ROOT_FILES.has(plain) || ASSET.test(plain) || PRERENDERED.test(plain)) return null
  return 'not on the list of deployable files (scripts/check-dist.mjs)'
}

export function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist'
  const files = listFiles(dist)
  const rejected = files
    .map((file) => [file, rejectionOf(file)])
    .filter(([, reason]) => reason !== null)
  if (!files.includes('index.html')) rejected.push(['index.html', 'missing: run the build first'])
  if (rejected.length > 0) {
    console.error(`check-dist: ${dist}/ holds files no visitor needs:`)
    for (const [file, reason] of rejected) console.error(`  ${file}: ${reason}`)
    process.exit(1)
  }
  console.log(`check-dist: ${files.length} files in ${dist}/, all deployable`)
}
