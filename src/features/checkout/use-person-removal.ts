import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  storeCart,
  updateCartItem,
  type Cart,
  type CartItem,
  type UpdateItemInput,
} from '@/api/carts'
import { checkoutQueries } from '@/api/checkout'
import {
  participantInput,
  participantValues,
  personName,
  type ConfigurationValues,
  type ParticipantValues,
} from './configuration-values'

/** How long "Undo" is offered after a person was removed. */
export const UNDO_MS = 10_000

/** What of the step's form the removal changes. */
interface PeopleForm {
  state: { values: ConfigurationValues }
  removeFieldValue: (name: `items[${number}].participants`, index: number) => unknown
  setFieldValue: (name: `items[${number}].participants`, value: ParticipantValues[]) => unknown
}

/** The person just removed, offered back for UNDO_MS. */
interface Removed {
  i: number
  j: number
  itemId: string
  person: ParticipantValues
}

/**
 * Removing a person from an item (their services go with them) and putting them back with
 * "Undo"; the outcome is announced in `status`.
 */
export function usePersonRemoval({
  cart,
  lang,
  form,
  onStart,
  onError,
}: {
  cart: Cart
  lang: string
  form: PeopleForm
  /** A change starts: an earlier failure no longer holds. */
  onStart: () => void
  onError: (error: unknown, i: number) => void
}) {
  const { t } = useTranslation('checkout')
  const queryClient = useQueryClient()
  const [status, setStatus] = useState('')
  const [removing, setRemoving] = useState(false)
  const [undo, setUndo] = useState<Removed | null>(null)
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

  const nameOf = (person: ParticipantValues, j: number) =>
    personName(person, t('configuration.person', { number: j + 1 }))

  /**
   * Sends item i's participants; `apply` brings the form and the announcements along, in the
   * same turn as the cart (so no render shows one without the other).
   */
  const change = async (
    i: number,
    participants: UpdateItemInput['participants'],
    apply: (itemId: string, changed: CartItem | undefined) => void,
    failed?: () => void,
  ) => {
    const itemValues = form.state.values.items[i]
    const item = cart.items.find((x) => x.id === itemValues?.itemId)
    if (!itemValues || !item) return
    onStart()
    setRemoving(true)
    try {
      const updated = await updateCartItem(cart.id, item.id, { participants })
      apply(
        item.id,
        updated.items.find((x) => x.id === item.id),
      )
      storeCart(queryClient, updated, lang)
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.all() })
    } catch (error) {
      failed?.()
      onError(error, i)
    } finally {
      setRemoving(false)
    }
  }

  const removePerson = (i: number, j: number) => {
    const people = form.state.values.items[i]?.participants
    const person = people?.[j]
    if (!people || !person) return
    setStatus('')
    // Everyone else's details as typed so far are saved with the change.
    void change(i, people.filter((_, k) => k !== j).map(participantInput), (itemId) => {
      form.removeFieldValue(`items[${i}].participants`, j)
      setStatus(
        t('configuration.personRemovedUndo', { name: nameOf(person, j), seconds: UNDO_MS / 1000 }),
      )
      setUndo({ i, j, itemId, person })
      // The remove button is gone: focus goes to the way back.
      window.requestAnimationFrame(() => undoButton.current?.focus())
    })
  }

  /** Puts the removed person back where they were, with their details and services. */
  const undoRemove = () => {
    if (!undo || removing) return
    const { i, j, person } = undo
    const people = form.state.values.items[i]?.participants
    if (!people) return
    const participants: UpdateItemInput['participants'] & object = people.map(participantInput)
    // Back as a new participant (the old id is gone) at their old place.
    const { id: _gone, ...back } = participantInput(person)
    participants.splice(j, 0, back)
    const apply = (itemId: string, changed: CartItem | undefined) => {
      if (changed) {
        form.setFieldValue(
          `items[${i}].participants`,
          changed.participants.map((p) => participantValues(p)),
        )
      }
      setUndo(null)
      setStatus(t('configuration.personRestored', { name: nameOf(person, j) }))
      document.getElementById(`item-${itemId}-heading`)?.focus()
    }
    void change(i, participants, apply, () => setUndo(null))
  }

  return {
    status,
    removing,
    removePerson,
    undoButton,
    undo: undo && {
      label: t('configuration.undoRemove', { name: nameOf(undo.person, undo.j) }),
      run: undoRemove,
    },
  }
}
