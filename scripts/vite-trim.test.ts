import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
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
    expect(handler('formatter = Formatter;', '/app/src/lib/i18n/index.ts')).toBeNull()
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

describe('trimPlugin: react-dom without hydration and the legacy root', () => {
  const require = createRequire(import.meta.url)
  const inPackage = (name: string, path: string) =>
    join(dirname(require.resolve(`${name}/package.json`)), path)
  const file = inPackage('react-dom', 'cjs/react-dom.production.min.js')
  const { handler } = trimPlugin().transform as unknown as {
    handler: (code: string, id: string) => { code: string } | null
  }
  type Root = { render(node: unknown): void; unmount(): void }
  type ReactModule = {
    createElement(...args: unknown[]): unknown
    useState<T>(initial: T): [T, (next: T) => void]
    lazy(load: () => Promise<{ default: unknown }>): unknown
    Suspense: unknown
  }
  const React = require(inPackage('react', 'cjs/react.production.min.js')) as ReactModule
  const scheduler = require(inPackage('scheduler', 'cjs/scheduler.production.min.js')) as unknown
  const load = (code: string) => {
    const exports: Record<string, unknown> = {}
    const modules: Record<string, unknown> = { react: React, scheduler }
    new Function('exports', 'require', code)(exports, (name: string) => modules[name])
    return exports as { createRoot(container: Element): Root } & Record<string, unknown>
  }

  /** What a visitor sees through one session of a small app, step by step. */
  async function session(createRoot: (container: Element) => Root) {
    const h = React.createElement
    const seen: string[] = []
    const container = document.createElement('div')
    // The neutral shell painted from index.html, replaced by the first render.
    container.innerHTML = '<div class="shell"><!--$--><p>…</p><!--/$--></div>'
    document.body.append(container)
    const settle = async (check: () => boolean) => {
      await vi.waitFor(() => expect(check()).toBe(true))
      seen.push(container.innerHTML)
    }
    let resolve = (_: { default: unknown }) => {}
    const Later = React.lazy(() => new Promise((done) => (resolve = done)))
    function App() {
      const [count, setCount] = React.useState(0)
      const [text, setText] = React.useState('')
      return h(
        'main',
        null,
        h('button', { type: 'button', onClick: () => setCount(count + 1) }, `clicked ${count}`),
        h('input', {
          value: text,
          onChange: (e: { target: { value: string } }) => setText(e.target.value),
        }),
        h('output', null, text),
        count > 0
          ? h(React.Suspense, { fallback: h('p', null, 'loading') }, h(Later, { count }))
          : null,
      )
    }
    const root = createRoot(container)
    root.render(h(App))
    await settle(() => container.querySelector('button') !== null)
    container.querySelector('button')!.click()
    await settle(() => container.textContent!.includes('loading'))
    resolve({ default: ({ count }: { count: number }) => h('p', null, `later ${count}`) })
    await settle(() => container.textContent!.includes('later 1'))
    const input = container.querySelector('input')!
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!
    setValue.call(input, 'Ana')
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await settle(() => container.querySelector('output')!.textContent === 'Ana')
    container.querySelector('button')!.click()
    await settle(() => container.textContent!.includes('later 2'))
    root.unmount()
    await settle(() => container.innerHTML === '')
    container.remove()
    return seen
  }

  it('renders, updates, suspends and handles events as the original does', async () => {
    const original = readFileSync(file, 'utf8')
    const code = handler(original, file)!.code
    expect(code.length).toBeLessThan(original.length)
    const trimmed = load(code)
    expect(Object.keys(trimmed).sort()).toEqual(['createRoot', 'version'])
    const before = await session(load(original).createRoot)
    expect(before[0]).not.toContain('shell')
    expect(await session(trimmed.createRoot)).toEqual(before)
  })

  it('fails the build when react-dom no longer has what it replaces', () => {
    expect(() => handler('exports.createRoot=function(){}', file)).toThrow(/react-dom changed/)
  })

  it('is true of the app: it calls only createRoot and listens to no composition event', () => {
    const files = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' })
      .split('\n')
      .filter((name) => /\.tsx?$/.test(name))
    // Every line of the app that names react-dom.
    const uses = files.flatMap((name) =>
      readFileSync(name, 'utf8')
        .split('\n')
        .filter((line) => /['"`]react-dom/.test(line)),
    )
    expect(uses).toEqual(["import { createRoot } from 'react-dom/client'"])
    const composing = files.filter((name) =>
      /\bon(BeforeInput|Composition(Start|Update|End))\b/.test(readFileSync(name, 'utf8')),
    )
    expect(composing).toEqual([])
  })
})
