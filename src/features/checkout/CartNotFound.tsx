import { Link, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/lib/head/title'
import { usePrivatePage } from '@/lib/head/use-private-page'
import './checkout.css'

/** An unknown or malformed cart id: say so and lead back to the offers. */
export function CartNotFound() {
  const { t } = useTranslation('checkout')
  const { lang } = useParams({ strict: false })
  usePrivatePage()
  usePageTitle(t('notFound.heading'))
  return (
    <div className="checkout checkout--narrow">
      <h1 className="checkout__title">{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/$lang" params={{ lang: lang ?? 'de' }} className="button button--primary">
        {t('backToOffers')}
      </Link>
    </div>
  )
}
