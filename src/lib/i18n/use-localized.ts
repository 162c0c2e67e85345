import { useTranslation } from 'react-i18next'
import { pickLocalized, type LocalizedText } from './languages'

/** Picks a configured text in the current language (else de, else any). */
export function useLocalized(): (text: LocalizedText | undefined) => string {
  const { i18n } = useTranslation()
  return (text) => pickLocalized(text, i18n.language)
}
