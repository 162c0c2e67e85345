import { useLocation, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isLanguage, type Language } from '@/api/shared/schemas'
import { useShopConfig } from '@/api/config'

/** The same page in another language: swaps (or adds) the language prefix, keeps query and hash. */
export function pathInLanguage(pathname: string, language: Language): string {
  const [, first, ...rest] = pathname.split('/')
  const tail = isLanguage(first) ? rest : [first, ...rest].filter((part) => part !== '')
  return `/${[language, ...tail].join('/')}`.replace(/\/$/, '') || `/${language}`
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const { languages } = useShopConfig()
  const location = useLocation()
  const navigate = useNavigate()
  if (languages.length < 2) return null

  return (
    <nav className="language-switcher" aria-label={t('languageSwitcher.label')}>
      <ul>
        {languages.map((language) => {
          const href = `${pathInLanguage(location.pathname, language)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`
          const current = i18n.language === language
          return (
            <li key={language}>
              <a
                href={href}
                lang={language}
                hrefLang={language}
                aria-current={current ? 'true' : undefined}
                aria-label={
                  current
                    ? t('languageSwitcher.current', { language: t(`languages.${language}`) })
                    : undefined
                }
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  void navigate({ href, resetScroll: false })
                }}
              >
                <abbr title={t(`languages.${language}`)}>{language.toUpperCase()}</abbr>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
