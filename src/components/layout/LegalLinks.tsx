import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Imprint, privacy policy (and terms), accessibility statement: the footer's legal navigation. */
export function LegalLinks({ terms = true }: { terms?: boolean }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <nav aria-label={t('nav.legal')} className="site-footer__legal">
      <ul>
        <li>
          <Link to="/$lang/imprint" params={{ lang }}>
            {t('nav.imprint')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/privacy-policy" params={{ lang }}>
            {t('nav.privacyPolicy')}
          </Link>
        </li>
        {terms ? (
          <li>
            <Link to="/$lang/terms-and-conditions" params={{ lang }}>
              {t('nav.termsAndConditions')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/$lang/accessibility" params={{ lang }}>
            {t('nav.accessibility')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
