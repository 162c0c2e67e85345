import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { countryOptions } from './countries'
import { ADDRESS_ROWS, COMPANY, PERSON_ROWS } from './contact-fields'
import { ContactRows, ContactTextField } from './ContactTextField'
import type { ContactForm } from './use-contact'

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
  const customerTypes = [
    { value: 'PRIVATE', label: t('contact.private') },
    { value: 'COMPANY', label: t('contact.companyCustomer') },
  ]
  const countryGroups = [
    { label: t('contact.countriesNear'), options: countries.preferred },
    { label: t('contact.countriesAll'), options: countries.others },
  ]
  return (
    <>
      <form.AppField name="customer.type">
        {(field) => (
          <field.RadioGroupField
            label={t('contact.customerType')}
            required
            className="checkout-form__inline-radios"
            options={customerTypes}
          />
        )}
      </form.AppField>

      {customerType === 'COMPANY' ? <ContactTextField form={form} spec={COMPANY} /> : null}

      <fieldset className="checkout-form__group">
        <legend>{t('contact.personLegend')}</legend>
        <ContactRows form={form} rows={PERSON_ROWS} />
      </fieldset>

      <fieldset className="checkout-form__group">
        <legend>{t('contact.addressLegend')}</legend>
        <ContactRows form={form} rows={ADDRESS_ROWS} />
        <form.AppField name="customer.address.country">
          {(field) => (
            <field.SelectField
              label={t('contact.country')}
              required
              autoComplete="country"
              groups={countryGroups}
            />
          )}
        </form.AppField>
      </fieldset>
    </>
  )
}
