import {
  readSession as read,
  removeSession as remove,
  writeSession as write,
} from '@/lib/session/session-store'
import type { ContactFormValues } from '../contact-validation'

// ---- Contact draft: what the visitor typed survives a reload (never payment data). ----------

const draftKey = (cartId: string) => `checkout:${cartId}:contact`

export function loadContactDraft(cartId: string): ContactFormValues | undefined {
  const raw = read(draftKey(cartId))
  if (!raw) return undefined
  try {
    const parsed = JSON.parse(raw) as ContactFormValues
    return parsed && typeof parsed === 'object' && parsed.customer ? parsed : undefined
  } catch {
    return undefined
  }
}

export function saveContactDraft(cartId: string, values: ContactFormValues): void {
  write(draftKey(cartId), JSON.stringify(values))
}

export function clearContactDraft(cartId: string): void {
  remove(draftKey(cartId))
  remove(participantsKey(cartId))
}

// ---- Participants draft: names typed in the configuration step survive a reload. ----------

/** Per participant id: the details typed so far (text fields only). */
export type ParticipantDraft = Record<string, Record<string, string>>

const participantsKey = (cartId: string) => `checkout:${cartId}:participants`

export function loadParticipantsDraft(cartId: string): ParticipantDraft {
  try {
    const parsed: unknown = JSON.parse(read(participantsKey(cartId)) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as ParticipantDraft) : {}
  } catch {
    return {}
  }
}

export function saveParticipantsDraft(cartId: string, draft: ParticipantDraft): void {
  write(participantsKey(cartId), JSON.stringify(draft))
}

// ---- Order token: only the submit answer names the order, so this tab keeps it. ------------

const orderKey = (cartId: string) => `checkout:${cartId}:order`

/** The order this tab booked with the cart; a checked-out cart itself never names it. */
export function rememberOrderToken(cartId: string, token: string): void {
  write(orderKey(cartId), token)
}

export function readOrderToken(cartId: string): string | undefined {
  return read(orderKey(cartId)) ?? undefined
}
