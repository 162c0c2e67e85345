import { useSyncExternalStore } from 'react'

/**
 * The device's clock offset from the server's (server time = Date.now() + offset), so the hold's
 * countdown shows the same time left on every device (docs/api/README.md, "Server time"). Taken
 * from each cart answer's `serverTime` at receipt: off by one-way latency at most, newest wins.
 */
let offsetMs = 0
const listeners = new Set<() => void>()

export function noteServerTime(serverTime: string | undefined, receivedAt = Date.now()): void {
  if (!serverTime) return
  const server = Date.parse(serverTime)
  if (Number.isNaN(server)) return
  const next = server - receivedAt
  if (next === offsetMs) return
  offsetMs = next
  for (const listener of listeners) listener()
}

export function serverClockOffset(): number {
  return offsetMs
}

/** The server's "now" as far as this device can tell. */
export function serverNow(deviceNow = Date.now()): number {
  return deviceNow + offsetMs
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The offset, re-rendering when a new answer changes it. */
export function useServerClockOffset(): number {
  return useSyncExternalStore(subscribe, serverClockOffset, () => 0)
}
