import { newIdempotencyKey } from '@/lib/api-client'

/**
 * One pay intent = one Idempotency-Key, kept per link in sessionStorage until its outcome is
 * known. A double click, a reload or the browser's back button from the provider page then
 * replays the same payment instead of starting a second one; after an outcome (paid, failed,
 * cancelled …) the next click is a new intent with a new key.
 */
const storageKey = (token: string) => `payment-link:${token}:pay-intent`

interface StoredIntent {
  key: string
  /** The key belongs to this exact request: another return URL is another request. */
  returnUrl: string
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
    return typeof parsed.key === 'string' && typeof parsed.returnUrl === 'string'
      ? { key: parsed.key, returnUrl: parsed.returnUrl }
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

/** The key of the current pay intent for this link, created on first use. */
export function payIntentKey(token: string, returnUrl: string): string {
  const current = read(token) ?? memory.get(token)
  if (current && current.returnUrl === returnUrl) return current.key
  const intent = { key: newIdempotencyKey(), returnUrl }
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
