/** The configuration step's form values: from the cart, to the cart's input, and their rules. */
import type { Cart, CartItem, UpdateItemInput } from '@/api/carts'
import type { AdditionalService } from '@/api/listings'
import type { ApiError } from '@/lib/http'
import type { FieldMessages } from '@/lib/form'
import type { ParticipantDraft } from './shared/storage'
import { LIMITS, M, participantErrors } from './shared/validation'

export interface ParticipantValues {
  id: string
  variantId: string
  variantLabel: string
  firstname: string
  surname: string
  birthdate: string
  weightKg: string
  additionalServiceIds: string[]
}

export interface ItemValues {
  itemId: string
  participants: ParticipantValues[]
  bookingServiceIds: string[]
  recipientName: string
  message: string
}

export interface ConfigurationValues {
  items: ItemValues[]
}

export const isVoucher = (item: CartItem) => item.sku.type === 'VOUCHER'

/** Whether the visitor has anything to fill in or choose for this item. */
export function needsConfiguration(item: CartItem, services: AdditionalService[]): boolean {
  return item.requiredFields.length > 0 || services.length > 0 || isVoucher(item)
}

/** The person's name as typed, else the fallback ("Person 2"). */
export function personName(p: { firstname: string; surname: string }, fallback: string) {
  const name = `${p.firstname} ${p.surname}`.trim()
  return name || fallback
}

/** A participant as saved, with what was typed but not yet saved (a reload) on top. */
export function participantValues(
  p: CartItem['participants'][number],
  draft: ParticipantDraft = {},
): ParticipantValues {
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
export function valuesOf(cart: Cart, draft: ParticipantDraft = {}): ConfigurationValues {
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

/** What is typed of the participants, as a draft that survives a reload. */
export function draftOf(items: ItemValues[]): ParticipantDraft {
  const draft: ParticipantDraft = {}
  for (const item of items) {
    for (const { id, firstname, surname, birthdate, weightKg } of item.participants) {
      draft[id] = { firstname, surname, birthdate, weightKg }
    }
  }
  return draft
}

export function participantInput(p: ParticipantValues) {
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

/** An item's change for the cart: its participants, services and a voucher's recipient. */
export function itemInput(item: CartItem, values: ItemValues): UpdateItemInput {
  const input: UpdateItemInput = {
    participants: values.participants.map(participantInput),
    bookingServiceIds: values.bookingServiceIds,
    ...(isVoucher(item)
      ? {
          voucherDetails: {
            recipientName: values.recipientName.trim(),
            ...(values.message.trim() ? { message: values.message.trim() } : {}),
          },
        }
      : {}),
  }
  if (item.participants.length === 0) delete input.participants
  return input
}

/** Each invalid field of the step, by its name in the form. */
export function configurationErrors(
  cart: Cart,
  values: ConfigurationValues,
  today: string,
  todayText: string,
): FieldMessages {
  const fields: FieldMessages = {}
  values.items.forEach((itemValues, i) => {
    const item = cart.items.find((x) => x.id === itemValues.itemId)
    if (!item) return
    itemValues.participants.forEach((p, j) => {
      const range = item.participants.find((x) => x.id === p.id)?.ageRange
      const age = range && item.date ? { ...range, on: item.date } : undefined
      const errors = participantErrors(p, item.requiredFields, today, todayText, age)
      for (const [name, message] of Object.entries(errors)) {
        fields[`items[${i}].participants[${j}].${name}`] = message
      }
    })
    if (isVoucher(item)) {
      // Recipient and message are optional, as on the listing (docs/api, "Gift vouchers").
      const name = itemValues.recipientName.trim()
      if (name.length > LIMITS.recipientName) {
        fields[`items[${i}].recipientName`] = M.tooLong(LIMITS.recipientName)
      }
      if (itemValues.message.length > LIMITS.voucherMessage) {
        fields[`items[${i}].message`] = M.tooLong(LIMITS.voucherMessage)
      }
    }
  })
  return fields
}

/** A 422 on item i's change, as the form's fields. */
export const itemServerFields =
  (i: number) =>
  (error: ApiError): FieldMessages => {
    const fields: FieldMessages = {}
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      // The item's own path, or the same under the cart's (items.<i>.participants…).
      const match = /^(?:items\.\d+\.)?participants\.(\d+)\.(\w+)/.exec(path)
      const name = match
        ? `items[${i}].participants[${match[1]}].${match[2]}`
        : path === 'voucherDetails.recipientName'
          ? `items[${i}].recipientName`
          : undefined
      if (name && messages[0]) fields[name] = messages[0]
    }
    return fields
  }
