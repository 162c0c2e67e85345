import { describe, it, expect } from 'vitest'
import * as v from 'valibot'
import { pickLocalized } from '@/lib/i18n/languages'
import { ShopConfigSchema } from '@/api/config/schema'
import { alpenblickShop, lemanShop } from '@/mocks/data/shops'
import { paletteProperties } from './palette'
import { allowedLanguage } from '../i18n'

describe('shop configuration', () => {
  it('labels: the current language, else any available value', () => {
    expect(pickLocalized({ de: 'Hallo', en: 'Hello' }, 'en')).toBe('Hello')
    expect(pickLocalized({ de: 'Hallo', en: 'Hello' }, 'fr')).toBe('Hallo')
    expect(pickLocalized({ en: 'Hello' }, 'fr')).toBe('Hello')
    expect(pickLocalized({}, 'fr')).toBe('')
  })

  it('the palette becomes CSS custom properties', () => {
    const properties = paletteProperties(alpenblickShop.theme.colorPalette)
    expect(properties['--palette-primary-bg']).toBe('rgb(15 76 92)')
    expect(properties['--palette-primary-fg']).toBe('rgb(255 255 255)')
    expect(properties['--palette-accent-bg']).toBe('rgb(176 64 8)')
  })

  it('both mock shops satisfy the schema; a malformed palette does not', () => {
    expect(v.safeParse(ShopConfigSchema, alpenblickShop).success).toBe(true)
    expect(v.safeParse(ShopConfigSchema, lemanShop).success).toBe(true)
    const broken = {
      ...alpenblickShop,
      theme: { colorPalette: { primary: { background: [300, 0, 0], foreground: [0, 0, 0] } } },
    }
    expect(v.safeParse(ShopConfigSchema, broken).success).toBe(false)
  })

  it('a language outside the configured ones switches to the first configured one, de if none', () => {
    expect(allowedLanguage('de', ['fr', 'en'])).toBe('fr')
    expect(allowedLanguage('en', ['fr', 'en'])).toBe('en')
    expect(allowedLanguage('fr', [])).toBe('de')
  })
})
