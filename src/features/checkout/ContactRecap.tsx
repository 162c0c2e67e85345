import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Checkout } from '@/api/checkout'

/**
 * Before the binding click: who books (company, contact, address) and who takes part, as saved
 * in step 2, with the way back there to correct it.
 */
export function ContactRecap({
  checkout,
  lang,
  cartId,
}: {
  checkout: Checkout
  lang: string
  cartId: string
}) {
  const { t } = useTranslation('order')
  const contact = checkout.contact
  if (!contact) return null
  const { customer, attendee } = contact
  const { person, address } = customer
  const company = customer.type === 'COMPANY' ? customer.company?.trim() : undefined
  return (
    <section className="checkout-recap" aria-labelledby="checkout-recap-title">
      <h3 id="checkout-recap-title">{t('recap.heading')}</h3>
      <dl>
        <div>
          <dt>{t('recap.contact')}</dt>
          <dd>
            {company ? <span>{company}</span> : null}
            <span>{`${person.firstname} ${person.surname}`}</span>
            <span>{person.email}</span>
            <span>{person.phone}</span>
            <span>{`${address.street} ${address.streetNumber}`.trim()}</span>
            <span>{`${address.postalCode} ${address.city}`.trim()}</span>
          </dd>
        </div>
        {contact.bookingFor === 'OTHER' && attendee ? (
          <div>
            <dt>{t('recap.attendee')}</dt>
            <dd>
              <span>{`${attendee.firstname} ${attendee.surname}`}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <Link
        to="/$lang/checkout/$cart"
        params={{ lang, cart: cartId }}
        search={{ step: 'contact' }}
        className="checkout-recap__edit"
        aria-label={t('recap.editLabel')}
      >
        {t('recap.edit')}
      </Link>
    </section>
  )
}
