// @vitest-environment node
import { describe, it, expect } from 'vitest'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function locales(files: Record<string, Record<string, unknown>>): string {
  const root = mkdtempSync(join(tmpdir(), 'locales-'))
  for (const [path, json] of Object.entries(files)) {
    const [lang, ns] = path.split('/') as [string, string]
    mkdirSync(join(root, lang), { recursive: true })
    writeFileSync(join(root, lang, `${ns}.json`), JSON.stringify(json))
  }
  return root
}

function check(dir: string): { code: number; output: string } {
  try {
    const output = execFileSync('node', ['scripts/check-i18n.mjs', dir], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { code: 0, output }
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string }
    return { code: e.status, output: e.stdout + e.stderr }
  }
}

describe('i18n check', () => {
  it('passes when de, en and fr hold the same keys and placeholders', () => {
    const dir = locales({
      'de/common': { a: 'A {{n}}', b: { c: 'C' } },
      'en/common': { a: 'A {{n}}', b: { c: 'C' } },
      'fr/common': { a: 'A {{n}}', b: { c: 'C' } },
    })
    expect(check(dir).code).toBe(0)
  })

  it('fails on a missing key, an empty text or different placeholders', () => {
    const missing = check(
      locales({
        'de/common': { a: 'A', b: 'B' },
        'en/common': { a: 'A' },
        'fr/common': { a: 'A', b: 'B' },
      }),
    )
    expect(missing.code).toBe(1)
    expect(missing.output).toMatch(/en lacks 1 key\(s\): common:b/)
    expect(check(locales({ 'de/x': { a: '' }, 'en/x': { a: 'A' }, 'fr/x': { a: 'A' } })).code).toBe(
      1,
    )
    expect(
      check(locales({ 'de/x': { a: '{{n}}' }, 'en/x': { a: '{{count}}' }, 'fr/x': { a: '{{n}}' } }))
        .code,
    ).toBe(1)
  })

  it('the project locales pass', () => {
    expect(check('locales').code).toBe(0)
  })
})
