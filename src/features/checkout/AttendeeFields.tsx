import { useTranslation } from 'react-i18next'
import { ATTENDEE_ROWS } from './contact-fields'
import { ContactRows } from './ContactTextField'
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
          <ContactRows form={form} rows={ATTENDEE_ROWS} />
        </fieldset>
      ) : null}
    </>
  )
}
