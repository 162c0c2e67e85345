import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateCheckoutContact, type Checkout } from '@/api/checkout'
import { isApiError } from '@/lib/http'
import {
  clearServerErrors,
  revalidateLogic,
  setServerError,
  shownErrors,
  useAppForm,
  useStore,
  keepFocusOnPress,
  submitForm,
} from '@/lib/form'
import { countryOptions } from './countries'
import { ErrorSummary, focusField } from './ErrorSummary'
import { problemMessage } from '@/lib/problems'
import { loadPhoneValidation } from './phone'
import { loadContactDraft, saveContactDraft } from './storage'
import {
  contactErrors,
  emptyContact,
  toContactInput,
  type ContactFormValues,
} from './contact-validation'
import { CONTACT_LIMITS } from '@/api/checkout/limits'

/** Field names in the order they appear: for the error summary and focusing the first error. */
const FIELD_ORDER = [
  'customer.type',
  'customer.company',
  'customer.person.firstname',
  'customer.person.surname',
  'customer.person.email',
  'customer.person.phone',
  'customer.address.street',
  'customer.address.streetNumber',
  'customer.address.postalCode',
  'customer.address.city',
  'customer.address.country',
  'bookingFor',
  'attendee.firstname',
  'attendee.surname',
  'attendee.email',
  'attendee.phone',
] as const

function fromCheckout(contact: Checkout['contact']): ContactFormValues | undefined {
  if (!contact) return undefined
  const empty = emptyContact()
  return {
    customer: {
      type: contact.customer.type,
      company: contact.customer.company ?? '',
      person: { ...contact.customer.person },
      address: { ...contact.customer.address },
    },
    bookingFor: contact.bookingFor,
    attendee: {
      ...empty.attendee,
      ...contact.attendee,
      email: contact.attendee?.email ?? '',
      phone: contact.attendee?.phone ?? '',
    },
  }
}

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
  const save = useUpdateCheckoutContact(cartId, lang)
  const [failure, setFailure] = useState<string | null>(null)
  const [initial] = useState<ContactFormValues>(() => {
    const start = loadContactDraft(cartId) ?? fromCheckout(checkout.contact) ?? emptyContact()
    return withParticipants ? start : { ...start, bookingFor: 'SELF' }
  })
  const countries = useMemo(() => countryOptions(lang), [lang])

  const labels: Record<string, string> = {
    'customer.type': t('contact.customerType'),
    'customer.company': t('contact.company'),
    'customer.person.firstname': t('contact.firstname'),
    'customer.person.surname': t('contact.surname'),
    'customer.person.email': t('contact.email'),
    'customer.person.phone': t('contact.phone'),
    'customer.address.street': t('contact.street'),
    'customer.address.streetNumber': t('contact.streetNumber'),
    'customer.address.postalCode': t('contact.postalCode'),
    'customer.address.city': t('contact.city'),
    'customer.address.country': t('contact.country'),
    bookingFor: t('contact.bookingFor'),
    'attendee.firstname': t('contact.attendeeFirstname'),
    'attendee.surname': t('contact.attendeeSurname'),
    'attendee.email': t('contact.attendeeEmail'),
    'attendee.phone': t('contact.attendeePhone'),
  }

  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = contactErrors(value)
        return Object.keys(fields).length ? { fields } : undefined
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      const errors = contactErrors(formApi.state.values)
      const first = FIELD_ORDER.find((name) => errors[name])
      if (first) focusField(first)
    },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await save.mutateAsync(toContactInput(value))
        onDone()
      } catch (error) {
        if (isApiError(error) && error.status === 422) {
          const entries = Object.entries(error.fieldErrors)
          for (const [path, messages] of entries) {
            const name = path === 'attendee' ? 'attendee.firstname' : path
            if (messages[0]) setServerError(form, name, messages[0])
          }
          const first = FIELD_ORDER.find((name) =>
            entries.some(
              ([path]) => path === name || (path === 'attendee' && name === 'attendee.firstname'),
            ),
          )
          if (first) focusField(first)
          else setFailure(problemMessage(t, error))
          return
        }
        if (isApiError(error) && error.code === 'CART_EXPIRED') {
          setFailure(t('hold.expiredText'))
          return
        }
        setFailure(problemMessage(t, error))
      }
    },
  })

  useEffect(() => {
    void loadPhoneValidation().catch(() => {
      // A failed chunk load: the pattern check stands in, the server checks the number.
    })
  }, [])

  // What the visitor typed survives a reload and a failed submit (never payment data).
  const values = useStore(form.store, (state) => state.values)
  useEffect(() => saveContactDraft(cartId, values), [cartId, values])

  const customerType = useStore(form.store, (state) => state.values.customer.type)
  const bookingFor = useStore(form.store, (state) => state.values.bookingFor)
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta)
  const shown = shownErrors(fieldMeta, submitted, form)
  const summary = submitted
    ? FIELD_ORDER.filter((name) => shown[name]).map((name) => ({
        name,
        label: labels[name] ?? name,
        message: shown[name] ?? '',
      }))
    : []

  return (
    <form
      className="checkout-form"
      noValidate
      aria-describedby="contact-required-note"
      onSubmit={(event) => {
        event.preventDefault()
        clearServerErrors(form)
        void submitForm(form)
      }}
    >
      <p id="contact-required-note" className="checkout-form__note">
        {t('requiredNote')}
      </p>
      <ErrorSummary errors={summary} />
      {failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {failure}
        </p>
      ) : null}

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
              maxLength={CONTACT_LIMITS.company}
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

      {withParticipants ? (
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
      ) : null}

      {withParticipants && bookingFor === 'OTHER' ? (
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
          <form.SubmitButton busyLabel={t('saving')}>{t('contact.continue')}</form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
}
