import { useTranslation } from 'react-i18next'
import { ConfigurationItem } from './ConfigurationItem'
import { FailureText } from './FailureText'
import { HoldNotice } from './HoldNotice'
import { useConfiguration, type ConfigurationProps } from './use-configuration'

/**
 * The configuration step: each item's participants (names and the details the offer needs),
 * their additional services, the booking's services and a voucher's recipient. Incomplete
 * items are marked; removing a person removes their services with them.
 */
export function ConfigurationStep(props: ConfigurationProps) {
  const { cart, lang } = props
  const { t } = useTranslation('checkout')
  const step = useConfiguration(props)
  const { form } = step
  const { status, removing, undoButton, undo } = step.removal
  return (
    <form noValidate className="checkout-form" onSubmit={step.handleSubmit}>
      <p className="checkout-form__note">{t('requiredNote')}</p>
      {step.expired ? <HoldNotice cart={cart} lang={lang} force onHeld={step.onHeld} /> : null}
      {step.failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          <FailureText error={step.failure.error} />
        </p>
      ) : null}
      <p role="status" className="checkout-form__status">
        {status}
      </p>
      {undo ? (
        <p className="checkout-undo">
          <button
            ref={undoButton}
            type="button"
            className="button button--secondary"
            disabled={removing}
            onClick={undo.run}
          >
            {undo.label}
          </button>
        </p>
      ) : null}

      {cart.items.map((item, i) => {
        const values = step.items[i]
        if (!values) return null
        return (
          <ConfigurationItem
            key={item.id}
            step={step}
            item={item}
            i={i}
            values={values}
            lang={lang}
          />
        )
      })}

      <div className="checkout-actions checkout-actions--end">
        <form.AppForm>
          <form.SubmitButton busyLabel={t('saving')}>
            {t('configuration.continue')}
          </form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
}
