import { newIdempotencyKey } from '@/lib/http'
import { readSession, removeSession, writeSession } from '@/lib/session/session-store'

/**
 * One intent = one Idempotency-Key, kept in sessionStorage under `storageKey` until its outcome
 * is known. A double click, a retry after a lost answer or a reload replays the same request;
 * a changed request body is a new intent (the API refuses a used key for another body).
 */
interface Intent {
  key: string
  body: string
}

export function intentKey(storageKey: string, body: unknown): string {
  const serialized = JSON.stringify(body)
  const raw = readSession(storageKey)
  if (raw) {
    try {
      const intent = JSON.parse(raw) as Partial<Intent>
      if (intent.body === serialized && typeof intent.key === 'string') return intent.key
    } catch {
      // A broken entry: start a new intent.
    }
  }
  const intent: Intent = { key: newIdempotencyKey(), body: serialized }
  writeSession(storageKey, JSON.stringify(intent))
  return intent.key
}

/** The outcome is known: the next click is a new intent. */
export function endIntent(storageKey: string): void {
  removeSession(storageKey)
}
