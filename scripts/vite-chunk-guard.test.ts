import { describe, expect, it } from 'vitest'
import { build } from 'vite'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chunkGuardPlugin, hasTopLevelAwait } from './vite-chunk-guard'

describe('top-level await', () => {
  it('is found at the top of a module, not inside functions', () => {
    expect(hasTopLevelAwait('const a = await load()')).toBe(true)
    expect(hasTopLevelAwait('for await (const x of xs) use(x)')).toBe(true)
    expect(hasTopLevelAwait('async function f() { await load() }\nvoid f()')).toBe(false)
    expect(hasTopLevelAwait('const f = async () => { await load() }')).toBe(false)
    expect(hasTopLevelAwait('class A { async m() { await load() } }')).toBe(false)
  })
})

describe('the build', () => {
  const project = (entry: string) => {
    const root = mkdtempSync(join(tmpdir(), 'chunk-guard-'))
    writeFileSync(join(root, 'entry.js'), entry)
    writeFileSync(
      join(root, 'lazy.js'),
      "import { shared } from './entry.js'\nexport const lazy = () => shared\n",
    )
    return build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [chunkGuardPlugin()],
      build: { write: false, lib: false, rollupOptions: { input: join(root, 'entry.js') } },
    })
  }

  it('fails when a chunk that a lazy chunk imports back awaits at its top level', async () => {
    await expect(
      project("export const shared = 1\nconst m = await import('./lazy.js')\nm.lazy()\n"),
    ).rejects.toThrow(/top-level await/)
  })

  it('passes when the await is inside a function', async () => {
    await expect(
      project(
        "export const shared = 1\nasync function start() { const m = await import('./lazy.js'); m.lazy() }\nvoid start()\n",
      ),
    ).resolves.toBeDefined()
  })
})
