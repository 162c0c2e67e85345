import { newIdempotencyKey } from '@/lib/http'
import type { ContactFormValues } from './contact-validation'

/** sessionStorage, or a page-long memory where storage is blocked (privacy settings). */
const memory = new Map<string, string>()

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

function write(key: string, value: string): void {
  memory.set(key, value)
  try {
    storage()?.setItem(key, value)
  } catch {
    // Memory keeps it for this page.
  }
}

function remove(key: string): void {
  memory.delete(key)
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing stored.
  }
}

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

// ---- Submit intent: one Idempotency-Key per "book" intent until its outcome is known. -------

interface Intent {
  key: string
  /** The key belongs to this exact request body: another body is another intent. */
  body: string
}

const intentKey = (scope: string) => `checkout:${scope}:intent`

/**
 * The Idempotency-Key of the current intent for this scope (a cart's submit, an order's
 * payment). A double click, a retry after a lost answer or a reload replays the same request;
 * a changed request (another payment method) is a new intent.
 */
export function intentKeyFor(scope: string, body: unknown): string {
  const serialized = JSON.stringify(body)
  const raw = read(intentKey(scope))
  if (raw) {
    try {
      const intent = JSON.parse(raw) as Intent
      if (intent.body === serialized && typeof intent.key === 'string') return intent.key
    } catch {
      // A broken entry: start a new intent.
    }
  }
  const intent: Intent = { key: newIdempotencyKey(), body: serialized }
  write(intentKey(scope), JSON.stringify(intent))
  return intent.key
}

/** The outcome is known (booked, refused): the next click is a new intent. */
export function endIntent(scope: string): void {
  remove(intentKey(scope))
}
