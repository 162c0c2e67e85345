import { describe, expect, it } from 'vitest'
import { billText, foldForBill, isBillChar } from './latin'

describe('foldForBill', () => {
  it('keeps what the Swiss Payment Standards and WinAnsi Helvetica both carry', () => {
    expect(foldForBill('Zoë Müller-Lüdenscheidt')).toBe('Zoë Müller-Lüdenscheidt')
    expect(foldForBill('François Œuvray, Straße 1½ · €')).toBe('François Œuvray, Straße 1½ · €')
    expect(foldForBill('Šimić Žarko Ÿves')).toBe('Šimić Žarko Ÿves'.replace('ć', 'c'))
  })

  it('strips diacritics where the base letter prints', () => {
    expect(foldForBill('Dvořák Čapek Erdős Ştefan Țuică Nguyễn')).toBe(
      'Dvorák Capek Erdos Stefan Tuica Nguyen',
    )
    expect(foldForBill('Łukasz Wałęsa Đorđević Ħal')).toBe('Lukasz Walesa Dordevic Hal')
    // Decomposed input (a Mac's file names, some keyboards) composes first: ë stays ë.
    expect(foldForBill('Zoe\u0308')).toBe('Zoë')
    // Ligatures and full-width forms come apart.
    expect(foldForBill('ﬁlm Ａ１')).toBe('film A1')
  })

  it('drops symbols and emoji, keeps typographic quotes and dashes as ASCII', () => {
    expect(foldForBill('Zoë 🏔️')).toBe('Zoë')
    expect(foldForBill('👨‍👩‍👧 Familie 🇨🇭 Muster ✓')).toBe('Familie Muster')
    expect(foldForBill('O’Brien – „Haus“')).toBe('O\'Brien - "Haus"')
    expect(foldForBill('a\u00a0b\u2009c\u202fd\te\nf\u00adg\u200bh')).toBe('a b c d e fgh')
  })

  it('refuses letters and digits without a printable base', () => {
    expect(foldForBill('Zoë 🏔️ כהן')).toBeUndefined()
    expect(foldForBill('Иван')).toBeUndefined()
    expect(foldForBill('山田')).toBeUndefined()
    expect(foldForBill('١٢٣')).toBeUndefined()
    expect(foldForBill('Ελένη')).toBeUndefined()
  })

  it('billText also refuses what is too long once folded', () => {
    expect(billText('A'.repeat(35), 35)).toBe('A'.repeat(35))
    expect(billText('A'.repeat(36), 35)).toBeUndefined()
    // Emoji take no room on the bill.
    expect(billText(`${'A'.repeat(35)} 🏔️`, 35)).toBe('A'.repeat(35))
  })

  it('folds to the bill set only', () => {
    for (let code = 0; code < 0x3000; code++) {
      const folded = foldForBill(String.fromCodePoint(code))
      for (const char of folded ?? '') expect(isBillChar(char), `U+${code.toString(16)}`).toBe(true)
    }
  })
})
