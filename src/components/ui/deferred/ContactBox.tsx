import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { resolveSafeTarget } from '@/lib/navigation'
import { useShopConfig } from '@/api/config'

/** Who to ask when the link cannot be used. Links leave without a Referer (the URL is a secret). */
export function ContactBox() {
  const { t } = useTranslation('payment')
  const { contact } = useShopConfig()
  const headingId = useId()
  const website = contact.website
    ? resolveSafeTarget(contact.website, { allowExternal: true })
    : undefined
  const websiteHref = website?.ok ? website.href : undefined
  if (!contact.email && !contact.phone && !websiteHref) return null
  return (
    <section className="payment-card payment-contact" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-card__heading">
        {t('contact.heading')}
      </h2>
      <p className="payment-contact__name">{contact.name}</p>
      <dl className="payment-contact__list">
        {contact.email ? (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} rel="noreferrer">
                {contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.phone ? (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} rel="noreferrer">
                {contact.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {websiteHref ? (
          <div>
            <dt>{t('contact.website')}</dt>
            <dd>
              <a href={websiteHref} rel="noreferrer">
                {websiteHref.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
