import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateCheckoutContact, type Checkout } from '@/api/checkout'
import { isApiError } from '@/lib/http'
import { shownErrors, useServerForm, useStore, type FieldMessages } from '@/lib/form'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { CONTACT_FIELDS } from './contact-fields'
import {
  contactErrors,
  emptyContact,
  toContactInput,
  type ContactFormValues,
} from './contact-validation'
import type { SummaryError } from '@/features/checkout/shared/ErrorSummary'
import { loadPhoneValidation } from '@/lib/phone/phone'
import { loadContactDraft, saveContactDraft } from './shared/storage'

/** The messages in the order their fields appear. */
function inFieldOrder(fields: FieldMessages): FieldMessages {
  const order = Object.keys(CONTACT_FIELDS)
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)))
}

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

/**
 * The contact step's state: the form (started from a draft, the checkout's contact or empty),
 * saving it, the draft kept across a reload, and the error summary after a submit.
 */
export function useContact({
  cartId,
  checkout,
  lang,
  withParticipants,
  onDone,
}: {
  cartId: string
  checkout: Checkout
  lang: string
  withParticipants: boolean
  onDone: () => void
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const save = useUpdateCheckoutContact(cartId, lang)
  const [initial] = useState<ContactFormValues>(() => {
    const start = loadContactDraft(cartId) ?? fromCheckout(checkout.contact) ?? emptyContact()
    return withParticipants ? start : { ...start, bookingFor: 'SELF' }
  })

  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: initial,
    validate: (values) => inFieldOrder(contactErrors(values)),
    showErrorsOn: 'blur',
    center: true,
    onSubmit: async (value) => {
      await save.mutateAsync(toContactInput(value))
      onDone()
    },
    // The server names the attendee as a whole: its first field stands for it.
    serverFields: (error) => {
      const fields: FieldMessages = {}
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        if (messages[0]) fields[path === 'attendee' ? 'attendee.firstname' : path] = messages[0]
      }
      return inFieldOrder(fields)
    },
    failureOf: (error) =>
      isApiError(error) && error.code === 'CART_EXPIRED'
        ? t('hold.expiredText')
        : problemMessage(t, error),
  })

  useEffect(() => {
    void loadPhoneValidation().catch(() => {
      // A failed chunk load: the pattern check stands in, the server checks the number.
    })
  }, [])

  // What the visitor typed survives a reload and a failed submit (never payment data).
  const values = useStore(form.store, (state) => state.values)
  useEffect(() => saveContactDraft(cartId, values), [cartId, values])

  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta)
  const shown = shownErrors(fieldMeta, submitted, form)
  const summary: SummaryError[] = submitted
    ? Object.entries(CONTACT_FIELDS).flatMap(([name, label]) => {
        const message = shown[name]
        return message ? [{ name, label: t(label), message }] : []
      })
    : []

  return {
    form,
    failure,
    handleSubmit,
    summary,
    customerType: values.customer.type,
    bookingFor: values.bookingFor,
  }
}

export type ContactForm = ReturnType<typeof useContact>['form']
