import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Imprint, privacy policy (and terms), accessibility statement: the footer's legal navigation. */
export function LegalLinks({ terms = true, rel }: { terms?: boolean; rel?: string }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <nav aria-label={t('nav.legal')} className="site-footer__legal">
      <ul>
        <li>
          <Link to="/$lang/imprint" params={{ lang }} rel={rel}>
            {t('nav.imprint')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/privacy-policy" params={{ lang }} rel={rel}>
            {t('nav.privacyPolicy')}
          </Link>
        </li>
        {terms ? (
          <li>
            <Link to="/$lang/terms-and-conditions" params={{ lang }} rel={rel}>
              {t('nav.termsAndConditions')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/$lang/accessibility" params={{ lang }} rel={rel}>
            {t('nav.accessibility')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
