import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { joinWaitingList } from '@/api/waiting-list'
import { WAITING_LIST_MAX_PEOPLE } from '@/api/waiting-list/schema'
import { formatLocalDate } from '@/lib/format'
import { fieldTexts, problemMessage } from '@/lib/reliability/deferred/problems'

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
  left,
}: {
  slug: string
  slotId: string
  date: string
  start: string
  people: number
  /** Places the time still has, too few for the party (none: it is fully booked). */
  left?: number
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
  // The three fields differ only in their input's kind and bounds: one table, one markup.
  const fields: { key: Field; value: string; set: (value: string) => void; input: InputProps }[] = [
    {
      key: 'name',
      value: name,
      set: setName,
      input: { type: 'text', autoComplete: 'name', maxLength: 100 },
    },
    {
      key: 'email',
      value: email,
      set: setEmail,
      input: { type: 'email', autoComplete: 'email', maxLength: 254 },
    },
    {
      key: 'people',
      value: size,
      set: setSize,
      input: { type: 'number', inputMode: 'numeric', min: 1, max: WAITING_LIST_MAX_PEOPLE },
    },
  ]
  return (
    <section className="waiting-list" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('waitingList.title')}</h3>
      {join.isSuccess ? (
        <p className="notice" role="status">
          {t('waitingList.done', { when, email: email.trim() })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">
            {left
              ? t('waitingList.introTooFew', { when, count: left })
              : t('waitingList.intro', { when })}
          </p>
          {fields.map(({ key, value, set, input }) => {
            const id = ids[key]
            const error = errors[key]
            return (
              <div key={key} className="field">
                <label htmlFor={id}>{t(`waitingList.${key}`)}</label>
                <input
                  id={id}
                  {...input}
                  value={value}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => set(event.target.value)}
                />
                {error ? (
                  <p id={`${id}-error`} className="field-error">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
          {join.isError ? (
            <p className="notice notice--error" role="alert">
              {isFieldError(errors) ? t('waitingList.invalid') : problemMessage(t, join.error)}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--secondary"
            disabled={join.isPending}
            // Pressing it leaves the focus in the field (see keepFocusOnPress in lib/form).
            onMouseDown={(event) => event.preventDefault()}
          >
            {join.isPending ? t('waitingList.pending') : t('waitingList.submit')}
          </button>
        </form>
      )}
    </section>
  )
}

type Field = 'name' | 'email' | 'people'
type InputProps = InputHTMLAttributes<HTMLInputElement>

const isFieldError = (errors: Record<string, string>) => Object.keys(errors).length > 0
