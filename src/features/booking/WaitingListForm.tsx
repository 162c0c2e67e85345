import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { joinWaitingList } from '@/api/waiting-list'
import { WAITING_LIST_MAX_PEOPLE } from '@/api/waiting-list/schema'
import { formatLocalDate } from '@/lib/format'
import { fieldTexts, problemMessage } from '@/lib/problems'

/**
 * A full slot of a listing with a waiting list: name, e-mail and party size. Loaded only when a
 * full slot is chosen (lazy chunk). The server's 422 texts stand under their fields.
 */
export default function WaitingListForm({
  slug,
  slotId,
  date,
  start,
  people,
}: {
  slug: string
  slotId: string
  date: string
  start: string
  people: number
}) {
  // Its texts are a catalogue of their own, loaded with this chunk (not with the listing page).
  const { t, i18n } = useTranslation('group')
  const lang = i18n.language
  const ids = { title: useId(), name: useId(), email: useId(), people: useId() }
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [size, setSize] = useState(String(Math.max(1, people)))
  const join = useMutation({
    mutationFn: () =>
      joinWaitingList(slug, { slotId, name, email, people: Number.parseInt(size, 10) || 0 }),
  })
  const errors = Object.fromEntries(
    fieldTexts(join.error).map((field) => [field.path, field.message]),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!join.isPending) join.mutate()
  }
  const when = t('waitingList.when', { date: formatLocalDate(date, lang), start })
  const field = (
    id: string,
    key: 'name' | 'email' | 'people',
    input: (describedBy: string | undefined) => React.ReactNode,
  ) => (
    <div className="field">
      <label htmlFor={id}>{t(`waitingList.${key}`)}</label>
      {input(errors[key] ? `${id}-error` : undefined)}
      {errors[key] ? (
        <p id={`${id}-error`} className="field-error">
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  const inputs = {
    name: field(ids.name, 'name', (describedBy) => (
      <input
        id={ids.name}
        type="text"
        autoComplete="name"
        maxLength={100}
        value={name}
        aria-invalid={Boolean(errors.name)}
        aria-describedby={describedBy}
        onChange={(event) => setName(event.target.value)}
      />
    )),
    email: field(ids.email, 'email', (describedBy) => (
      <input
        id={ids.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        aria-invalid={Boolean(errors.email)}
        aria-describedby={describedBy}
        onChange={(event) => setEmail(event.target.value)}
      />
    )),
    people: field(ids.people, 'people', (describedBy) => (
      <input
        id={ids.people}
        type="number"
        inputMode="numeric"
        min={1}
        max={WAITING_LIST_MAX_PEOPLE}
        value={size}
        aria-invalid={Boolean(errors.people)}
        aria-describedby={describedBy}
        onChange={(event) => setSize(event.target.value)}
      />
    )),
  }
  return (
    <section className="waiting-list" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('waitingList.title')}</h3>
      {join.isSuccess ? (
        <p className="notice" role="status">
          {t('waitingList.done', { when, email: email.trim() })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t('waitingList.intro', { when })}</p>
          {inputs.name}
          {inputs.email}
          {inputs.people}
          {join.isError ? (
            <p className="notice notice--error" role="alert">
              {isFieldError(errors) ? t('waitingList.invalid') : problemMessage(t, join.error)}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--secondary"
            disabled={join.isPending}
            // Pressing it leaves the focus in the field (see keepFocusOnPress in lib/form.tsx).
            onMouseDown={(event) => event.preventDefault()}
          >
            {join.isPending ? t('waitingList.pending') : t('waitingList.submit')}
          </button>
        </form>
      )}
    </section>
  )
}

const isFieldError = (errors: Record<string, string>) => Object.keys(errors).length > 0
