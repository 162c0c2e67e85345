import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { countryOptions } from './countries'
import type { ContactForm } from './use-contact'
import { LIMITS } from './validation'

/** Who books: private or company, the person's name and how to reach them, the address. */
export function CustomerFields({
  form,
  lang,
  customerType,
}: {
  form: ContactForm
  lang: string
  customerType: string
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const countries = useMemo(() => countryOptions(lang), [lang])
  return (
    <>
      <form.AppField name="customer.type">
        {(field) => (
          <field.RadioGroupField
            label={t('contact.customerType')}
            required
            className="checkout-form__inline-radios"
            options={[
              { value: 'PRIVATE', label: t('contact.private') },
              { value: 'COMPANY', label: t('contact.companyCustomer') },
            ]}
          />
        )}
      </form.AppField>

      {customerType === 'COMPANY' ? (
        <form.AppField name="customer.company">
          {(field) => (
            <field.TextField
              label={t('contact.company')}
              required
              autoComplete="organization"
              maxLength={LIMITS.company}
            />
          )}
        </form.AppField>
      ) : null}

      <fieldset className="checkout-form__group">
        <legend>{t('contact.personLegend')}</legend>
        <div className="checkout-form__row">
          <form.AppField name="customer.person.firstname">
            {(field) => (
              <field.TextField label={t('contact.firstname')} required autoComplete="given-name" />
            )}
          </form.AppField>
          <form.AppField name="customer.person.surname">
            {(field) => (
              <field.TextField label={t('contact.surname')} required autoComplete="family-name" />
            )}
          </form.AppField>
        </div>
        <div className="checkout-form__row">
          <form.AppField name="customer.person.email">
            {(field) => (
              <field.TextField
                label={t('contact.email')}
                required
                type="email"
                autoComplete="email"
                inputMode="email"
              />
            )}
          </form.AppField>
          <form.AppField name="customer.person.phone">
            {(field) => (
              <field.TextField
                label={t('contact.phone')}
                hint={t('contact.phoneHint')}
                required
                type="tel"
                autoComplete="tel"
                inputMode="tel"
              />
            )}
          </form.AppField>
        </div>
      </fieldset>

      <fieldset className="checkout-form__group">
        <legend>{t('contact.addressLegend')}</legend>
        <div className="checkout-form__row checkout-form__row--street">
          <form.AppField name="customer.address.street">
            {(field) => (
              <field.TextField label={t('contact.street')} required autoComplete="address-line1" />
            )}
          </form.AppField>
          <form.AppField name="customer.address.streetNumber">
            {(field) => <field.TextField label={t('contact.streetNumber')} required />}
          </form.AppField>
        </div>
        <div className="checkout-form__row checkout-form__row--city">
          <form.AppField name="customer.address.postalCode">
            {(field) => (
              <field.TextField
                label={t('contact.postalCode')}
                required
                autoComplete="postal-code"
              />
            )}
          </form.AppField>
          <form.AppField name="customer.address.city">
            {(field) => (
              <field.TextField label={t('contact.city')} required autoComplete="address-level2" />
            )}
          </form.AppField>
        </div>
        <form.AppField name="customer.address.country">
          {(field) => (
            <field.SelectField
              label={t('contact.country')}
              required
              autoComplete="country"
              groups={[
                { label: t('contact.countriesNear'), options: countries.preferred },
                { label: t('contact.countriesAll'), options: countries.others },
              ]}
            />
          )}
        </form.AppField>
      </fieldset>
    </>
  )
}
