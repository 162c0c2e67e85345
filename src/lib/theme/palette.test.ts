import { describe, it, expect } from 'vitest'
import { renderHook } from '@testing-library/react'
import * as v from 'valibot'
import { pickLocalized } from '@/lib/i18n/languages'
import { ShopConfigSchema } from '@/api/config/schema'
import { alpenblickShop, lemanShop } from '@/mocks/data/shops'
import { paletteProperties, usePalette } from './palette'
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

  it('a colour a prerendered page set before the app goes when the shop no longer has it', () => {
    const style = document.documentElement.style
    style.setProperty('--palette-accent-bg', 'rgb(1 2 3)')
    style.setProperty('--palette-retired-bg', 'rgb(4 5 6)')
    const { unmount } = renderHook(() =>
      usePalette('shop', { primary: { background: [15, 76, 92], foreground: [255, 255, 255] } }),
    )
    expect(style.getPropertyValue('--palette-primary-bg')).toBe('rgb(15 76 92)')
    expect(style.getPropertyValue('--palette-retired-bg')).toBe('')
    expect(style.getPropertyValue('--palette-accent-bg')).not.toBe('rgb(1 2 3)')
    unmount()
  })
})
