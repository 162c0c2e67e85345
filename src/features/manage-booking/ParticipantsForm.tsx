import { useTranslation } from 'react-i18next'
import { useUpdateBookingParticipants, type Booking, type BookingItem } from '@/api/bookings'
import { isLostAnswer } from '@/lib/http'
import { keepFocusOnPress, useServerForm, type FieldMessages } from '@/lib/form'
import { formatLocalDate, todayInShop } from '@/lib/format'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { PersonFieldset, participantErrors } from '@/features/checkout'
import { endIntent, intentKey } from '@/lib/session/intent'
import '@/features/checkout/checkout.css'

interface PersonValues {
  id: string
  label: string
  firstname: string
  surname: string
  birthdate: string
  weightKg: string
}

const valuesOf = (item: BookingItem): { people: PersonValues[] } => ({
  people: item.people.map((p) => ({
    id: p.id,
    label: p.variantLabel,
    firstname: p.firstname ?? '',
    surname: p.surname ?? '',
    birthdate: p.birthdate ?? '',
    weightKg: p.weightKg === undefined ? '' : String(p.weightKg),
  })),
})

const text = (value: string) => (value.trim() ? value.trim() : undefined)

/** Names and per-person details of one booked item, with the checkout's rules and 422 handling. */
export function ParticipantsForm({
  booking,
  item,
  lang,
  onDone,
  onCancel,
}: {
  booking: Booking
  item: BookingItem
  lang: string
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('manage')
  const mutation = useUpdateBookingParticipants(booking.token)
  const today = todayInShop()
  const todayText = formatLocalDate(today, lang, { dateStyle: 'medium' })
  const required = item.requiredFields

  const validate = (values: { people: PersonValues[] }) => {
    const fields: FieldMessages = {}
    values.people.forEach((p, j) => {
      const range = item.people[j]?.ageRange
      const age = range && item.date ? { ...range, on: item.date } : undefined
      for (const [name, message] of Object.entries(
        participantErrors(p, required, today, todayText, age),
      )) {
        fields[`people[${j}].${name}`] = message
      }
    })
    return fields
  }

  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: valuesOf(item),
    validate,
    showErrorsOn: 'blur',
    center: true,
    onSubmit: async (value) => {
      const input = {
        participants: value.people.map((p) => ({
          id: p.id,
          firstname: text(p.firstname),
          surname: text(p.surname),
          birthdate: text(p.birthdate),
          weightKg: text(p.weightKg) === undefined ? undefined : Number(p.weightKg),
        })),
      }
      const scope = `booking:${booking.token}:names:${item.id}`
      try {
        await mutation.mutateAsync({ itemId: item.id, input, key: intentKey(scope, input) })
        endIntent(scope)
        onDone()
      } catch (error) {
        // A lost answer keeps the key: sending again replays the same change.
        if (!isLostAnswer(error)) endIntent(scope)
        throw error
      }
    },
    serverFields: (error) => {
      const fields: FieldMessages = {}
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const match = /^participants\.(\d+)\.(\w+)/.exec(path)
        if (match && messages[0]) fields[`people[${match[1]}].${match[2]}`] = messages[0]
      }
      return fields
    },
    failureOf: (error) => problemMessage(t, error),
  })

  return (
    <form className="manage-form" noValidate onSubmit={handleSubmit}>
      <form.Subscribe selector={(state) => state.values.people}>
        {(people) =>
          people.map((p, j) => (
            <PersonFieldset
              key={p.id}
              number={j + 1}
              category={p.label}
              required={required}
              today={today}
              nameAutoComplete="off"
              field={(name, input) => (
                <form.AppField key={name} name={`people[${j}].${name}`}>
                  {() => input}
                </form.AppField>
              )}
            />
          ))
        }
      </form.Subscribe>
      {failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="payment-actions">
        <button
          type="submit"
          className="button button--primary"
          onMouseDown={keepFocusOnPress}
          aria-disabled={mutation.isPending || undefined}
        >
          {mutation.isPending ? t('names.saving') : t('names.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.back')}
        </button>
      </div>
    </form>
  )
}
