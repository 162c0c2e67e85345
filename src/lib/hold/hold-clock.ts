import { serverNow } from '@/lib/time/server-clock'

// The hold's clock without the countdown component (the checkout's phone summary uses it alone).

/**
 * Seconds until the hold ends, on the server's clock: `now` defaults to this device's clock
 * corrected by the offset learnt from the cart answers' serverTime (src/lib/time/server-clock.ts),
 * so a phone whose clock is off shows the same time left as every other device.
 */
export function secondsLeft(expiresAt: string, now = serverNow()): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000))
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}
