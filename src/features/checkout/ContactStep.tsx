import { useTranslation } from 'react-i18next'
import type { Checkout } from '@/api/checkout'
import { keepFocusOnPress } from '@/lib/form'
import { AttendeeFields } from './AttendeeFields'
import { CustomerFields } from './CustomerFields'
import { ErrorSummary } from '@/features/checkout/shared/ErrorSummary'
import { useContact } from './use-contact'

export function ContactStep({
  cartId,
  checkout,
  lang,
  withParticipants = true,
  onBack,
  onDone,
}: {
  cartId: string
  checkout: Checkout
  lang: string
  /** Goods and vouchers only: nobody takes part, so nobody is asked who does. */
  withParticipants?: boolean
  onBack?: () => void
  onDone: () => void
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const step = useContact({ cartId, checkout, lang, withParticipants, onDone })
  const { form } = step
  return (
    <form
      className="checkout-form"
      noValidate
      aria-describedby="contact-required-note"
      onSubmit={step.handleSubmit}
    >
      <p id="contact-required-note" className="checkout-form__note">
        {t('requiredNote')}
      </p>
      <ErrorSummary errors={step.summary} />
      {step.failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {step.failure}
        </p>
      ) : null}

      <CustomerFields form={form} lang={lang} customerType={step.customerType} />
      {withParticipants ? <AttendeeFields form={form} bookingFor={step.bookingFor} /> : null}

      <div className="checkout-actions checkout-actions--split">
        {onBack ? (
          <button
            type="button"
            className="button button--secondary"
            onMouseDown={keepFocusOnPress}
            onClick={onBack}
          >
            {t('back')}
          </button>
        ) : null}
        <form.AppForm>
          <form.SubmitButton busyLabel={t('saving')}>
            {t(checkout.mode === 'REQUEST' ? 'contact.continueRequest' : 'contact.continue')}
          </form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
}
