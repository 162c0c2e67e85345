// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Runs the check on catalogues of one namespace; fr's text as given. */
function check(fr) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'))
  const texts = { de: 'Noch nicht gespeichert: wählen Sie «Anwenden».', en: 'Not saved yet.', fr }
  for (const [lng, text] of Object.entries(texts)) {
    mkdirSync(join(dir, lng))
    writeFileSync(join(dir, lng, 'staff.json'), JSON.stringify({ restored: text }))
  }
  const run = spawnSync(process.execPath, ['scripts/check-i18n.mjs', dir], { encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('check-i18n, French typography', () => {
  it('accepts no-break spaces before : ; ! ? and inside « »', () => {
    expect(
      check('Pas encore enregistrée\u00a0: choisissez «\u00a0Appliquer\u00a0»\u202f!').status,
    ).toBe(0)
  })

  it('refuses a plain space there', () => {
    for (const text of [
      'Pas encore enregistrée : choisissez.',
      'Vraiment ?',
      '« Appliquer\u00a0»',
    ]) {
      const { status, output } = check(text)
      expect(status, text).toBe(1)
      expect(output).toContain(
        'fr staff:restored has a plain space where French wants a no-break one',
      )
    }
  })
})
