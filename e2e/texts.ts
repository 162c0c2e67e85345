import { readFileSync } from 'node:fs'

/** The catalogues of the app, read as the visitor's language shows them. */
type Texts = Record<string, unknown>
const catalogue = (lng: string, ns: string): Texts =>
  JSON.parse(
    readFileSync(new URL(`../locales/${lng}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Texts

/** A text of a locale catalogue with its {{values}} filled in (plural keys given in full). */
export function text(
  lng: string,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
) {
  let node: unknown = catalogue(lng, ns)
  for (const part of key.split('.')) node = (node as Texts)[part]
  if (typeof node !== 'string') throw new Error(`no text ${lng}:${ns}:${key}`)
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
