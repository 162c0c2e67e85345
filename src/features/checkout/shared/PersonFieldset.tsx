import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/lib/form'
import { LIMITS, WEIGHT } from './validation'

/** The per-person details a booked item may ask for, in the order they are shown. */
export const PERSON_FIELDS = ['firstname', 'surname', 'birthdate', 'weightKg'] as const
export type PersonField = (typeof PERSON_FIELDS)[number]

/**
 * One participant's fieldset: the details the item requires (names, birth date, weight), with
 * the checkout's labels and limits. Used by the checkout and by the booking's own page.
 */
export function PersonFieldset({
  number,
  category,
  required,
  today,
  nameAutoComplete,
  field,
  children,
}: {
  /** The person's place in the item, from 1. */
  number: number
  category: string
  required: readonly string[]
  /** The shop's today (YYYY-MM-DD): the latest birth date. */
  today: string
  nameAutoComplete?: string
  /** The form's field of this person named `name`, rendering `input` (an `<form.AppField>`). */
  field: (name: PersonField, input: ReactNode) => ReactNode
  /** What follows the details (services, a remove button). */
  children?: ReactNode
}) {
  const { t } = useTranslation('checkout')
  const input = (name: PersonField): ReactNode => {
    switch (name) {
      case 'firstname':
      case 'surname':
        return (
          <TextField
            label={t(`configuration.${name}`)}
            required
            maxLength={LIMITS.name}
            autoComplete={nameAutoComplete}
          />
        )
      case 'birthdate':
        return <TextField label={t('configuration.birthdate')} type="date" required max={today} />
      case 'weightKg':
        return (
          <TextField
            label={t('configuration.weight')}
            hint={t('configuration.weightHint', WEIGHT)}
            type="number"
            inputMode="numeric"
            min={WEIGHT.min}
            max={WEIGHT.max}
            required
          />
        )
    }
  }
  return (
    <fieldset className="checkout-person">
      <legend>{t('configuration.personLegend', { number, category })}</legend>
      <div className="checkout-form__row">
        {PERSON_FIELDS.map((name) => (required.includes(name) ? field(name, input(name)) : null))}
      </div>
      {children}
    </fieldset>
  )
}
