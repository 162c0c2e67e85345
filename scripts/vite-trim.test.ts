import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { i18n } from 'i18next'
import { schemaDescriptionsPlugin, trimPlugin } from './vite-trim.ts'

type Transform = (code: string, id: string) => { code: string } | null

const transform = schemaDescriptionsPlugin().transform as unknown as Transform

describe('schemaDescriptionsPlugin', () => {
  it('leaves the description items out of the pipes of the API schemas, keeping the checks', () => {
    const code = [
      "const A = v.pipe(v.boolean(), v.description('When true, a sold-out slot offers a list.'))",
      'const B = v.pipe(',
      '  v.string(),',
      '  v.description(',
      "    'Ids of the shop' +",
      '      " configuration\'s tags.",',
      '  ),',
      '  v.minLength(1),',
      ')',
    ].join('\n')
    const out = transform(code, '/app/src/api/listings/schema.ts')!.code
    expect(out).not.toContain('description')
    const schemas = new Function('v', `${out}\nreturn { A, B }`)(v) as {
      A: v.GenericSchema
      B: v.GenericSchema
    }
    expect(v.is(schemas.A, true)).toBe(true)
    expect(v.is(schemas.A, 'yes')).toBe(false)
    expect(v.is(schemas.B, 'x')).toBe(true)
    expect(v.is(schemas.B, '')).toBe(false)
  })

  it('does not touch other modules', () => {
    expect(transform("v.pipe(v.string(), v.description('x'))", '/app/src/lib/form.tsx')).toBeNull()
  })
})

describe('trimPlugin: i18next without what the shop does not use', () => {
  const file = createRequire(import.meta.url)
    .resolve('i18next')
    .replace(/[\\/]dist[\\/]cjs[\\/].*$/, '/dist/esm/i18next.js')
  const { handler } = trimPlugin().transform as unknown as {
    handler: (code: string, id: string) => { code: string } | null
  }

  it('leaves the formatter out and translates, interpolates and pluralises as before', async () => {
    const code = handler(readFileSync(file, 'utf8'), file)!.code
    expect(code).toContain('formatter = undefined;')
    // Inside the project: the test runner imports only from there.
    const cache = join(process.cwd(), 'node_modules', '.cache')
    mkdirSync(cache, { recursive: true })
    const dir = mkdtempSync(join(cache, 'i18next-trim-'))
    writeFileSync(join(dir, 'i18next.mjs'), code)
    const trimmed = (await import(/* @vite-ignore */ join(dir, 'i18next.mjs'))).default as i18n
    rmSync(dir, { recursive: true })
    const original = (await import('i18next')).default
    const resources = {
      en: {
        translation: {
          seats_one: '{{count}} seat left',
          seats_other: '{{count}} seats left',
          hello: 'Hello {{name}}, {{ price }}',
        },
      },
    }
    for (const i18next of [trimmed.createInstance(), original.createInstance()]) {
      await i18next.init({ lng: 'en', resources, interpolation: { escapeValue: false } })
      expect(i18next.t('seats', { count: 1 })).toBe('1 seat left')
      expect(i18next.t('seats', { count: 3 })).toBe('3 seats left')
      expect(i18next.t('hello', { name: 'Ana', price: 'CHF 12.00' })).toBe('Hello Ana, CHF 12.00')
      for (const lng of ['de', 'en', 'fr']) expect(i18next.dir(lng)).toBe('ltr')
      // A missing key still shows as the key, a default value as that value.
      expect(i18next.t('nowhere')).toBe('nowhere')
      expect(i18next.t('nowhere', { defaultValue: 'Fallback' })).toBe('Fallback')
      // A visitor's text that looks like nesting stays as it is.
      expect(i18next.t('hello', { name: '$t(seats)', price: '' })).toBe('Hello $t(seats), ')
    }
    expect(() => trimmed.cloneInstance()).toThrow(/not bundled/)
  })

  it('fails the build when i18next no longer has what it replaces', () => {
    expect(() => handler('const x = 1', file)).toThrow(/i18next changed/)
    expect(() =>
      handler('let formatter = Formatter;\nclass I18n { dir() { return "rtl" } }', file),
    ).toThrow(/i18next changed/)
  })

  it('does not touch other modules', () => {
    expect(handler('formatter = Formatter;', '/app/src/lib/i18n.ts')).toBeNull()
  })
})

describe('trimPlugin: no infinite queries', () => {
  const resolveId = trimPlugin().resolveId as unknown as (
    source: string,
    importer?: string,
  ) => string | null
  const query = '/app/node_modules/@tanstack/query-core/build/modern/query.js'

  it("resolves query-core's paging to the stand-in, nowhere else", () => {
    expect(resolveId('./infiniteQueryBehavior.js', query)).toMatch(
      /src[\\/]vendor[\\/]infinite-query-behavior\.ts$/,
    )
    expect(
      resolveId(
        './infiniteQueryBehavior.js',
        '/app/node_modules/@tanstack/query-core/build/modern/infiniteQueryObserver.js',
      ),
    ).toBeNull()
  })

  it('is true of the app: no source file asks for an infinite query', () => {
    const files = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/vendor/'))
    const infinite = files.filter((file) =>
      /\b(useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|infiniteQuery|fetchInfiniteQuery|prefetchInfiniteQuery|ensureInfiniteQueryData)\b/.test(
        readFileSync(file, 'utf8'),
      ),
    )
    expect(infinite).toEqual([])
  })
})
