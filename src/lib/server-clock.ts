import { useSyncExternalStore } from 'react'

/**
 * The device's clock offset from the server's: server time = Date.now() + offset. A phone's
 * clock may be minutes off; the hold's countdown runs on the server's time so that every device
 * showing the same cart shows the same time left (docs/api/README.md, "Server time").
 *
 * Cart answers carry `serverTime` (the server's clock when answering, with milliseconds); the
 * offset is taken at receipt, so it is off by the answer's one-way latency at most (the
 * countdown may run up to that much ahead of the server, never behind by more). The newest
 * sample wins: a device clock that was corrected meanwhile is followed at the next answer.
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
