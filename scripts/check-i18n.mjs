#!/usr/bin/env node
// Fails when de, en and fr do not hold exactly the same translation keys (per namespace file),
// when a value is empty, when the {{placeholders}} of a key differ between languages, or when a
// placeholder asks i18next to format it ({{count, number}}) or a text nests another ($t(key)) (the
// build leaves i18next's formatter and nesting out, scripts/vite-trim.ts; values are formatted by
// the app, lib/format, before they are passed), or when a French text has a plain space before
// : ; ! ? » or after «.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'

const dir = process.argv[2] ?? 'locales'
const langs = ['de', 'en', 'fr']
const files = (root) =>
  readdirSync(root).flatMap((name) => {
    const p = join(root, name)
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') ? [p] : []
  })
const flatten = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? flatten(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v]],
  )

const entries = {}
let problems = 0
for (const lng of langs) {
  entries[lng] = new Map()
  const root = join(dir, lng)
  if (!existsSync(root)) {
    console.error(`i18n: ${root} is missing`)
    problems++
    continue
  }
  for (const file of files(root)) {
    const ns = relative(root, file).replace(/\.json$/, '')
    let json
    try {
      json = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      console.error(`i18n: ${file} is not valid JSON: ${error.message}`)
      problems++
      continue
    }
    for (const [key, value] of flatten(json)) {
      if (typeof value !== 'string' || value.trim() === '') {
        console.error(`i18n: ${lng} ${ns}:${key} is empty or not a string`)
        problems++
      }
      if (/\{\{[^}]*,[^}]*\}\}/.test(String(value))) {
        console.error(`i18n: ${lng} ${ns}:${key} formats a placeholder ({{value, format}})`)
        problems++
      }
      // French sets : ; ! ? and » off with a no-break space (and « before its text), never a
      // plain one, which a narrow line breaks onto a line of its own.
      if (lng === 'fr' && / [:;!?»]|« /.test(String(value))) {
        console.error(`i18n: fr ${ns}:${key} has a plain space where French wants a no-break one`)
        problems++
      }
      if (String(value).includes('$t(')) {
        console.error(`i18n: ${lng} ${ns}:${key} nests another text ($t(…))`)
        problems++
      }
      entries[lng].set(`${ns}:${key}`, String(value))
    }
  }
}
const all = new Set(langs.flatMap((l) => [...entries[l].keys()]))
const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',')
for (const lng of langs) {
  const missing = [...all].filter((k) => !entries[lng].has(k))
  if (missing.length) {
    console.error(`i18n: ${lng} lacks ${missing.length} key(s): ${missing.join(', ')}`)
    problems += missing.length
  }
}
for (const key of all) {
  const sets = new Set(
    langs.filter((l) => entries[l].has(key)).map((l) => placeholders(entries[l].get(key))),
  )
  if (sets.size > 1) {
    console.error(`i18n: placeholders of ${key} differ between languages`)
    problems++
  }
}
console.log(`i18n: ${all.size} keys in ${langs.join(', ')}, ${problems} problem(s)`)
if (problems) process.exit(1)
