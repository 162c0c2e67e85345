import { useTranslation } from 'react-i18next'
import type { ContactForm } from './use-contact'

/** For whom the booking is: the customer, or someone else whose details follow. */
export function AttendeeFields({ form, bookingFor }: { form: ContactForm; bookingFor: string }) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  return (
    <>
      <form.AppField name="bookingFor">
        {(field) => (
          <field.RadioGroupField
            label={t('contact.bookingFor')}
            required
            options={[
              { value: 'SELF', label: t('contact.forSelf') },
              { value: 'OTHER', label: t('contact.forOther') },
            ]}
          />
        )}
      </form.AppField>

      {bookingFor === 'OTHER' ? (
        <fieldset className="checkout-form__group">
          <legend>{t('contact.attendeeLegend')}</legend>
          <div className="checkout-form__row">
            <form.AppField name="attendee.firstname">
              {(field) => <field.TextField label={t('contact.attendeeFirstname')} required />}
            </form.AppField>
            <form.AppField name="attendee.surname">
              {(field) => <field.TextField label={t('contact.attendeeSurname')} required />}
            </form.AppField>
          </div>
          <div className="checkout-form__row">
            <form.AppField name="attendee.email">
              {(field) => (
                <field.TextField
                  label={t('contact.attendeeEmail')}
                  type="email"
                  inputMode="email"
                />
              )}
            </form.AppField>
            <form.AppField name="attendee.phone">
              {(field) => (
                <field.TextField
                  label={t('contact.attendeePhone')}
                  hint={t('contact.phoneHint')}
                  type="tel"
                  inputMode="tel"
                />
              )}
            </form.AppField>
          </div>
        </fieldset>
      ) : null}
    </>
  )
}
