import { useLayoutEffect } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { configQueries, type ShopConfig } from '@/api/config'
import { pickLocalized, type LocalizedText } from '@/api/shared/schemas'

export function useShopConfig(): ShopConfig {
  return useSuspenseQuery(configQueries.shop()).data
}

/** Picks a configured text in the current language (else de, else any). */
export function useLocalized(): (text: LocalizedText | undefined) => string {
  const { i18n } = useTranslation()
  return (text) => pickLocalized(text, i18n.language)
}

/** The palette as CSS custom properties: --palette-<name>-bg / --palette-<name>-fg. */
export function paletteProperties(
  palette: ShopConfig['theme']['colorPalette'],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palette).flatMap(([name, entry]) => [
      [`--palette-${name}-bg`, `rgb(${entry.background.join(' ')})`],
      [`--palette-${name}-fg`, `rgb(${entry.foreground.join(' ')})`],
    ]),
  )
}

/** Palettes in force, by layer: a widget's frame configuration overrides the shop's own. */
const paletteLayers = new Map<'shop' | 'frame', Record<string, string>>()
let appliedProperties: string[] = []

function applyPalettes() {
  const style = document.documentElement.style
  const merged = { ...paletteLayers.get('shop'), ...paletteLayers.get('frame') }
  for (const name of appliedProperties) if (!(name in merged)) style.removeProperty(name)
  for (const [name, value] of Object.entries(merged)) style.setProperty(name, value)
  appliedProperties = Object.keys(merged)
}

/**
 * Sets a palette on the document element before the first paint. Through the CSSOM, not a
 * <style> element: the Content-Security-Policy allows no inline styles (deploy/).
 */
export function usePalette(
  layer: 'shop' | 'frame',
  palette: ShopConfig['theme']['colorPalette'] | undefined,
): void {
  useLayoutEffect(() => {
    if (!palette) return
    paletteLayers.set(layer, paletteProperties(palette))
    applyPalettes()
    return () => {
      paletteLayers.delete(layer)
      applyPalettes()
    }
  }, [layer, palette])
}
