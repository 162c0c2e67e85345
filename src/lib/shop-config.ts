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
export function paletteCss(config: Pick<ShopConfig, 'theme'>): string {
  const rules = Object.entries(config.theme.colorPalette).flatMap(([name, entry]) => [
    `--palette-${name}-bg: rgb(${entry.background.join(' ')});`,
    `--palette-${name}-fg: rgb(${entry.foreground.join(' ')});`,
  ])
  return `:root{${rules.join('')}}`
}
