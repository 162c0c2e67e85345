import type { PaymentLinkPaymentInput } from '@/api/payment-links'
import { newIdempotencyKey } from '@/lib/http'

/**
 * One pay intent = one Idempotency-Key, kept per link in sessionStorage until its outcome is
 * known. A double click, a reload or the browser's back button from the provider page then
 * replays the same payment instead of starting a second one; after an outcome (paid, failed,
 * cancelled …) the next click is a new intent with a new key.
 */
const storageKey = (token: string) => `payment-link:${token}:pay-intent`

interface StoredIntent {
  key: string
  /**
   * The key belongs to this exact request (its body): another return URL or
   * another online method is another request, which the API refuses under a used key.
   */
  request: string
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    // Storage blocked (privacy settings): the key then lives as long as the page.
    return undefined
  }
}

const memory = new Map<string, StoredIntent>()

function read(token: string): StoredIntent | undefined {
  const store = storage()
  if (!store) return memory.get(token)
  try {
    const raw = store.getItem(storageKey(token))
    if (!raw) return undefined
    const parsed = JSON.parse(raw) as Partial<StoredIntent>
    return typeof parsed.key === 'string' && typeof parsed.request === 'string'
      ? { key: parsed.key, request: parsed.request }
      : undefined
  } catch {
    return undefined
  }
}

function write(token: string, intent: StoredIntent): void {
  const store = storage()
  if (!store) {
    memory.set(token, intent)
    return
  }
  try {
    store.setItem(storageKey(token), JSON.stringify(intent))
  } catch {
    memory.set(token, intent)
  }
}

/** The key of the current pay intent for this link and request body, created on first use. */
export function payIntentKey(token: string, input: PaymentLinkPaymentInput): string {
  const request = JSON.stringify([input.returnUrl, input.onlineMethod ?? null])
  const current = read(token) ?? memory.get(token)
  if (current && current.request === request) return current.key
  const intent = { key: newIdempotencyKey(), request }
  write(token, intent)
  return intent.key
}

/** The intent's outcome is known: forget its key. */
export function endPayIntent(token: string): void {
  memory.delete(token)
  try {
    storage()?.removeItem(storageKey(token))
  } catch {
    // Nothing stored.
  }
}
