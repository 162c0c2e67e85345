import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  updateCartItem,
  storeCart,
  type Cart,
  type CartItem,
  type UpdateItemInput,
} from '@/api/carts'
import { checkoutQueries } from '@/api/checkout'
import type { AdditionalService } from '@/api/listings'
import { isApiError } from '@/lib/http'
import {
  clearServerErrors,
  revalidateLogic,
  setServerError,
  useAppForm,
  useStore,
  submitForm,
} from '@/lib/form'
import { formatLocalDate, todayInShop } from '@/lib/format'
import { focusField } from '@/components/ui/ErrorSummary'
import { formatWhen } from './format'
import { FailureText } from './FailureText'
import { HoldNotice } from './HoldNotice'
import { loadParticipantsDraft, saveParticipantsDraft, type ParticipantDraft } from './storage'
import { ServiceChoice } from './ServiceChoice'
import { useLiveServices } from './use-live-services'
import { useCartListings } from './use-cart-listings'
import { LIMITS, M, participantErrors } from './validation'
import { PersonFieldset } from './PersonFieldset'

interface ParticipantValues {
  id: string
  variantId: string
  variantLabel: string
  firstname: string
  surname: string
  birthdate: string
  weightKg: string
  additionalServiceIds: string[]
}

interface ItemValues {
  itemId: string
  participants: ParticipantValues[]
  bookingServiceIds: string[]
  recipientName: string
  message: string
}

/** How long "Undo" is offered after a person was removed. */
export const UNDO_MS = 10_000

/** A participant as saved, with what was typed but not yet saved (a reload) on top. */
function participantValues(p: CartItem['participants'][number], draft: ParticipantDraft = {}) {
  return {
    id: p.id,
    variantId: p.variantId,
    variantLabel: p.variantLabel,
    firstname: draft[p.id]?.firstname ?? p.firstname ?? '',
    surname: draft[p.id]?.surname ?? p.surname ?? '',
    birthdate: draft[p.id]?.birthdate ?? p.birthdate ?? '',
    weightKg: draft[p.id]?.weightKg ?? (p.weightKg === undefined ? '' : String(p.weightKg)),
    additionalServiceIds: [...p.additionalServiceIds],
  }
}

/** The cart's saved details, with what was typed but not yet saved (a reload) on top. */
function valuesOf(cart: Cart, draft: ParticipantDraft = {}): { items: ItemValues[] } {
  return {
    items: cart.items.map((item) => ({
      itemId: item.id,
      participants: item.participants.map((p) => participantValues(p, draft)),
      bookingServiceIds: [...item.bookingServiceIds],
      recipientName: item.voucherDetails?.recipientName ?? '',
      message: item.voucherDetails?.message ?? '',
    })),
  }
}

const isVoucher = (item: CartItem) => item.sku.type === 'VOUCHER'

function participantInput(p: ParticipantValues) {
  const text = (value: string) => (value.trim() ? value.trim() : undefined)
  return {
    id: p.id,
    variantId: p.variantId,
    firstname: text(p.firstname),
    surname: text(p.surname),
    birthdate: text(p.birthdate),
    weightKg: p.weightKg.trim() ? Number(p.weightKg) : undefined,
    additionalServiceIds: p.additionalServiceIds,
  }
}

/**
 * The configuration step: each item's participants (names and the details the offer needs),
 * their additional services, the booking's services and a voucher's recipient. Incomplete
 * items are marked; removing a person removes their services with them.
 */
export function ConfigurationStep({
  cart,
  lang,
  onDone,
}: {
  cart: Cart
  lang: string
  onDone: () => void
}) {
  const { t } = useTranslation('checkout')
  const queryClient = useQueryClient()
  /** What went wrong: a server's own text, or a failed call told from the message table. */
  const [failure, setFailure] = useState<{ text: string } | { error: unknown } | null>(null)
  const [expired, setExpired] = useState(false)
  const [status, setStatus] = useState('')
  const [removing, setRemoving] = useState(false)
  /** The person just removed, offered back for UNDO_MS. */
  const [undo, setUndo] = useState<{
    i: number
    j: number
    itemId: string
    person: ParticipantValues
  } | null>(null)
  const undoButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!undo) return
    const timer = window.setTimeout(() => {
      // Focus on the vanishing button goes back to the item's heading.
      const hadFocus = document.activeElement === undoButton.current
      setUndo(null)
      setStatus('')
      if (hadFocus) document.getElementById(`item-${undo.itemId}-heading`)?.focus()
    }, UNDO_MS)
    return () => window.clearTimeout(timer)
  }, [undo])
  const today = todayInShop()
  const todayText = formatLocalDate(today, lang, { dateStyle: 'medium' })

  // The offered services (labels, prices, per person or per booking) come with the listing.
  const { slugs, listings } = useCartListings(cart, lang)
  const servicesOf = (item: CartItem): AdditionalService[] => {
    const listing = listings[slugs.indexOf(item.listing.slug)]
    return listing?.skus.find((sku) => sku.id === item.sku.id)?.additionalServices ?? []
  }

  const validate = (values: { items: ItemValues[] }) => {
    const fields: Record<string, string> = {}
    values.items.forEach((itemValues, i) => {
      const item = cart.items.find((x) => x.id === itemValues.itemId)
      if (!item) return
      itemValues.participants.forEach((p, j) => {
        const errors = participantErrors(p, item.requiredFields, today, todayText)
        for (const [name, message] of Object.entries(errors)) {
          fields[`items[${i}].participants[${j}].${name}`] = message
        }
      })
      if (isVoucher(item)) {
        const name = itemValues.recipientName.trim()
        if (!name) fields[`items[${i}].recipientName`] = M.required
        else if (name.length > LIMITS.recipientName) {
          fields[`items[${i}].recipientName`] = M.tooLong(LIMITS.recipientName)
        }
        if (itemValues.message.length > LIMITS.voucherMessage) {
          fields[`items[${i}].message`] = M.tooLong(LIMITS.voucherMessage)
        }
      }
    })
    return fields
  }

  const [initialDraft] = useState(() => loadParticipantsDraft(cart.id))
  const form = useAppForm({
    defaultValues: valuesOf(cart, initialDraft),
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = validate(value)
        return Object.keys(fields).length ? { fields } : undefined
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      const first = Object.keys(validate(formApi.state.values))[0]
      if (first) focusField(first)
    },
    onSubmit: async ({ value }) => {
      setFailure(null)
      setExpired(false)
      for (const [i, itemValues] of value.items.entries()) {
        const item = cart.items.find((x) => x.id === itemValues.itemId)
        if (!item || !needsConfiguration(item, servicesOf(item))) continue
        const input: UpdateItemInput = {
          participants: itemValues.participants.map(participantInput),
          bookingServiceIds: itemValues.bookingServiceIds,
          ...(isVoucher(item)
            ? {
                voucherDetails: {
                  recipientName: itemValues.recipientName.trim(),
                  ...(itemValues.message.trim() ? { message: itemValues.message.trim() } : {}),
                },
              }
            : {}),
        }
        if (item.participants.length === 0) delete input.participants
        try {
          const updated = await updateCartItem(cart.id, item.id, input)
          storeCart(queryClient, updated, lang)
        } catch (error) {
          if (!handleItemError(error, i)) return
          return
        }
      }
      await queryClient.invalidateQueries({ queryKey: checkoutQueries.all() })
      onDone()
    },
  })

  /** Shows a failed change; returns false. */
  const handleItemError = (error: unknown, i: number): false => {
    if (isApiError(error) && error.status === 422) {
      let first: string | undefined
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const match = /^participants\.(\d+)\.(\w+)/.exec(path)
        const name = match
          ? `items[${i}].participants[${match[1]}].${match[2]}`
          : path === 'voucherDetails.recipientName'
            ? `items[${i}].recipientName`
            : undefined
        if (name && messages[0]) {
          setServerError(form, name, messages[0])
          first ??= name
        }
      }
      if (first) focusField(first)
      else setFailure({ error })
      return false
    }
    if (isApiError(error) && error.code === 'CART_EXPIRED') {
      setExpired(true)
      return false
    }
    setFailure({ error })
    return false
  }

  const removePerson = async (i: number, j: number) => {
    const itemValues = form.state.values.items[i]
    const item = cart.items.find((x) => x.id === itemValues?.itemId)
    if (!itemValues || !item) return
    const person = itemValues.participants[j]
    if (!person) return
    setFailure(null)
    setStatus('')
    setRemoving(true)
    try {
      // Everyone else's details as typed so far are saved with the change.
      const updated = await updateCartItem(cart.id, item.id, {
        participants: itemValues.participants.filter((_, k) => k !== j).map(participantInput),
      })
      form.removeFieldValue(`items[${i}].participants`, j)
      storeCart(queryClient, updated, lang)
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.all() })
      setStatus(
        t('configuration.personRemovedUndo', {
          name: personName(person, j, t('configuration.person', { number: j + 1 })),
          seconds: UNDO_MS / 1000,
        }),
      )
      setUndo({ i, j, itemId: item.id, person })
      // The remove button is gone: focus goes to the way back.
      window.requestAnimationFrame(() => undoButton.current?.focus())
    } catch (error) {
      handleItemError(error, i)
    } finally {
      setRemoving(false)
    }
  }

  /** Puts the removed person back where they were, with their details and services. */
  const undoRemove = async () => {
    if (!undo || removing) return
    const { i, j, person } = undo
    const itemValues = form.state.values.items[i]
    const item = cart.items.find((x) => x.id === itemValues?.itemId)
    if (!itemValues || !item) return
    setFailure(null)
    setRemoving(true)
    try {
      const participants: UpdateItemInput['participants'] & object =
        itemValues.participants.map(participantInput)
      // Back as a new participant (the old id is gone) at their old place.
      const { id: _gone, ...back } = participantInput(person)
      participants.splice(j, 0, back)
      const updated = await updateCartItem(cart.id, item.id, { participants })
      const restored = updated.items.find((x) => x.id === item.id)
      if (restored) {
        form.setFieldValue(
          `items[${i}].participants`,
          restored.participants.map((p) => participantValues(p)),
        )
      }
      storeCart(queryClient, updated, lang)
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.all() })
      setUndo(null)
      setStatus(
        t('configuration.personRestored', {
          name: personName(person, j, t('configuration.person', { number: j + 1 })),
        }),
      )
      document.getElementById(`item-${item.id}-heading`)?.focus()
    } catch (error) {
      setUndo(null)
      handleItemError(error, i)
    } finally {
      setRemoving(false)
    }
  }

  const saveLive = useLiveServices(cart.id, lang, (error) => {
    if (isApiError(error) && error.code === 'CART_EXPIRED') setExpired(true)
  })
  /** The services of item i as ticked now go to the cart, so the summary follows at once. */
  const saveServices = (i: number) => {
    const itemValues = form.state.values.items[i]
    if (!itemValues) return
    saveLive({
      itemId: itemValues.itemId,
      personServices: Object.fromEntries(
        itemValues.participants.map((p) => [p.id, p.additionalServiceIds]),
      ),
      bookingServiceIds: itemValues.bookingServiceIds,
    })
  }

  const items = useStore(form.store, (state) => state.values.items)
  // What is typed survives a reload: saved as a draft of this cart until the order is placed.
  useEffect(() => {
    const draft: ParticipantDraft = {}
    for (const item of items) {
      for (const p of item.participants) {
        const { firstname, surname, birthdate, weightKg } = p
        draft[p.id] = { firstname, surname, birthdate, weightKg }
      }
    }
    saveParticipantsDraft(cart.id, draft)
  }, [cart.id, items])

  return (
    <form
      noValidate
      className="checkout-form"
      onSubmit={(event) => {
        event.preventDefault()
        clearServerErrors(form)
        void submitForm(form)
      }}
    >
      <p className="checkout-form__note">{t('requiredNote')}</p>
      {expired ? (
        <HoldNotice cart={cart} lang={lang} force onHeld={() => setExpired(false)} />
      ) : null}
      {failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {'text' in failure ? failure.text : <FailureText error={failure.error} />}
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
            onClick={() => void undoRemove()}
          >
            {t('configuration.undoRemove', {
              name: personName(
                undo.person,
                undo.j,
                t('configuration.person', { number: undo.j + 1 }),
              ),
            })}
          </button>
        </p>
      ) : null}

      {cart.items.map((item, i) => {
        const itemValues = items[i]
        if (!itemValues) return null
        const services = servicesOf(item)
        const personServices = services.filter((s) => s.per === 'PERSON')
        const bookingServices = services.filter((s) => s.per === 'BOOKING')
        const when = formatWhen(item, lang)
        const incomplete = item.completeness === 'INCOMPLETE'
        return (
          <section
            key={item.id}
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

            {itemValues.participants.map((p, j) => {
              const base = `items[${i}].participants[${j}]` as const
              const fallback = t('configuration.person', { number: j + 1 })
              return (
                <PersonFieldset
                  key={p.id}
                  number={j + 1}
                  category={p.variantLabel}
                  required={item.requiredFields}
                  today={today}
                  field={(name, input) => (
                    <form.AppField key={name} name={`${base}.${name}`}>
                      {() => input}
                    </form.AppField>
                  )}
                >
                  {personServices.length > 0 ? (
                    <form.Field name={`${base}.additionalServiceIds`}>
                      {(field) => (
                        <ServiceChoice
                          legend={t('configuration.personServices', {
                            name: personName(p, j, fallback),
                          })}
                          services={personServices}
                          idPrefix={`svc-${item.id}-${p.id}`}
                          selected={field.state.value}
                          onChange={(ids) => {
                            field.handleChange(ids)
                            saveServices(i)
                          }}
                          lang={lang}
                        />
                      )}
                    </form.Field>
                  ) : null}
                  {itemValues.participants.length > 1 ? (
                    <button
                      type="button"
                      className="button button--link checkout-person__remove"
                      disabled={removing}
                      onClick={() => void removePerson(i, j)}
                    >
                      {t('configuration.removePerson', { name: personName(p, j, fallback) })}
                    </button>
                  ) : null}
                </PersonFieldset>
              )
            })}

            {bookingServices.length > 0 ? (
              <form.Field name={`items[${i}].bookingServiceIds`}>
                {(field) => (
                  <ServiceChoice
                    legend={t('configuration.bookingServices')}
                    services={bookingServices}
                    idPrefix={`svc-${item.id}`}
                    selected={field.state.value}
                    onChange={(ids) => {
                      field.handleChange(ids)
                      saveServices(i)
                    }}
                    lang={lang}
                  />
                )}
              </form.Field>
            ) : null}

            {isVoucher(item) ? (
              <div className="checkout-form__group">
                <form.AppField name={`items[${i}].recipientName`}>
                  {(field) => (
                    <field.TextField
                      label={t('configuration.recipientName')}
                      required
                      maxLength={LIMITS.recipientName}
                    />
                  )}
                </form.AppField>
                <form.AppField name={`items[${i}].message`}>
                  {(field) => <field.TextField label={t('configuration.voucherMessage')} />}
                </form.AppField>
              </div>
            ) : null}

            {!needsConfiguration(item, services) ? (
              <p className="checkout-form__note">{t('configuration.nothingToAdd')}</p>
            ) : null}
          </section>
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

function needsConfiguration(item: CartItem, services: AdditionalService[]): boolean {
  return item.requiredFields.length > 0 || services.length > 0 || isVoucher(item)
}

function personName(p: { firstname: string; surname: string }, _index: number, fallback: string) {
  const name = `${p.firstname} ${p.surname}`.trim()
  return name || fallback
}
