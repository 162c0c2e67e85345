import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartItem } from '@/api/carts'
import { isVoucher, needsConfiguration, personName, type ItemValues } from './configuration-values'
import { formatWhen } from './shared/format'
import { PersonFieldset } from './shared/PersonFieldset'
import { ServiceChoice } from './ServiceChoice'
import type { ConfigurationForm, ConfigurationState } from './use-configuration'
import { LIMITS } from './shared/validation'

/**
 * One item of the configuration step: its participants (details and services, each removable
 * while more than one is left), the booking's services and a voucher's recipient. An
 * incomplete item is marked.
 */
export function ConfigurationItem({
  step,
  item,
  i,
  values,
  lang,
}: {
  step: ConfigurationState
  item: CartItem
  i: number
  values: ItemValues
  lang: string
}) {
  const { t } = useTranslation('checkout')
  const { form, today } = step
  const { removing, removePerson } = step.removal
  const services = step.servicesOf(item)
  // A service ticked or unticked goes to the cart at once.
  const onServicesChange = () => step.saveServices(i)
  const personServices = services.filter((s) => s.per === 'PERSON')
  const bookingServices = services.filter((s) => s.per === 'BOOKING')
  const when = formatWhen(item, lang)
  const incomplete = item.completeness === 'INCOMPLETE'
  return (
    <section
      className={`checkout-item${incomplete ? ' checkout-item--incomplete' : ''}`}
      aria-labelledby={`item-${item.id}-heading`}
    >
      <header className="checkout-item__header">
        <h3 id={`item-${item.id}-heading`} tabIndex={-1}>
          {item.listing.title}
        </h3>
        <p className="checkout-item__meta">
          {item.sku.title}
          {when ? (
            <>
              {t('listSeparator')}
              <time dateTime={item.start ?? item.date}>{when}</time>
            </>
          ) : null}
        </p>
        <p
          className={`checkout-badge${incomplete ? ' checkout-badge--warning' : ' checkout-badge--ok'}`}
        >
          {incomplete ? t('configuration.incomplete') : t('configuration.complete')}
        </p>
      </header>

      {values.participants.map((p, j) => {
        const base = `items[${i}].participants[${j}]` as const
        const name = personName(p, t('configuration.person', { number: j + 1 }))
        return (
          <PersonFieldset
            key={p.id}
            number={j + 1}
            category={p.variantLabel}
            required={item.requiredFields}
            today={today}
            field={(field, input) => (
              <form.AppField key={field} name={`${base}.${field}`}>
                {() => input}
              </form.AppField>
            )}
          >
            {personServices.length > 0 ? (
              <ServicesField
                form={form}
                name={`${base}.additionalServiceIds`}
                legend={t('configuration.personServices', { name })}
                services={personServices}
                idPrefix={`svc-${item.id}-${p.id}`}
                lang={lang}
                onChange={onServicesChange}
              />
            ) : null}
            {values.participants.length > 1 ? (
              <button
                type="button"
                className="button button--link checkout-person__remove"
                disabled={removing}
                onClick={() => removePerson(i, j)}
              >
                {t('configuration.removePerson', { name })}
              </button>
            ) : null}
          </PersonFieldset>
        )
      })}

      {bookingServices.length > 0 ? (
        <ServicesField
          form={form}
          name={`items[${i}].bookingServiceIds`}
          legend={t('configuration.bookingServices')}
          services={bookingServices}
          idPrefix={`svc-${item.id}`}
          lang={lang}
          onChange={onServicesChange}
        />
      ) : null}

      {isVoucher(item) ? (
        <fieldset className="checkout-form__group">
          <legend>{t('configuration.voucherPersonal')}</legend>
          <form.AppField name={`items[${i}].recipientName`}>
            {(field) => (
              <field.TextField
                label={t('configuration.recipientName')}
                maxLength={LIMITS.recipientName}
              />
            )}
          </form.AppField>
          <form.AppField name={`items[${i}].message`}>
            {(field) => (
              <field.TextField
                label={t('configuration.voucherMessage')}
                maxLength={LIMITS.voucherMessage}
              />
            )}
          </form.AppField>
        </fieldset>
      ) : null}

      {!needsConfiguration(item, services) ? (
        <p className="checkout-form__note">{t('configuration.nothingToAdd')}</p>
      ) : null}
    </section>
  )
}

/** A choice of additional services, saved to the cart as soon as one is ticked or unticked. */
function ServicesField({
  form,
  name,
  onChange,
  ...choice
}: Omit<ComponentProps<typeof ServiceChoice>, 'selected' | 'onChange'> & {
  form: ConfigurationForm
  name:
    | `items[${number}].participants[${number}].additionalServiceIds`
    | `items[${number}].bookingServiceIds`
  onChange: () => void
}) {
  return (
    <form.Field name={name}>
      {(field) => (
        <ServiceChoice
          {...choice}
          selected={field.state.value}
          onChange={(ids) => {
            field.handleChange(ids)
            onChange()
          }}
        />
      )}
    </form.Field>
  )
}
