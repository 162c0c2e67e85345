/**
 * sessionStorage that never throws: where storage is blocked (privacy settings) or full, a
 * page-long memory keeps the value instead.
 */
const memory = new Map<string, string>()

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export function readSession(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

export function writeSession(key: string, value: string): void {
  const store = storage()
  try {
    if (store) {
      store.setItem(key, value)
      memory.delete(key)
      return
    }
  } catch {
    // Full or refused: memory keeps it for this page.
  }
  memory.set(key, value)
}

export function removeSession(key: string): void {
  memory.delete(key)
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing stored.
  }
}
