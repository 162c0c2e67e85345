/**
 * Attempt limits in the style of Laravel's RateLimiter: a key (e.g. "sign-in|e-mail|address")
 * may be hit `max` times within `windowMs`; beyond that the caller answers 429 with Retry-After.
 * Kept per mock session, on its clock, so every test has its own counters.
 */
export type Hits = Map<string, number[]>

export interface Limit {
  key: string
  max: number
  windowMs: number
}

/** Seconds until `key` may be hit again, or 0 when it may be hit now. */
export function retryAfter(hits: Hits, { key, max, windowMs }: Limit, now: number): number {
  const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs)
  hits.set(key, recent)
  if (recent.length < max) return 0
  return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000))
}

/** The longest wait of several limits (0: none is reached). */
export function retryAfterAny(hits: Hits, limits: Limit[], now: number): number {
  return Math.max(0, ...limits.map((limit) => retryAfter(hits, limit, now)))
}

export function hit(hits: Hits, limits: Limit[], now: number): void {
  for (const { key } of limits) hits.set(key, [...(hits.get(key) ?? []), now])
}

export function clear(hits: Hits, limits: Limit[]): void {
  for (const { key } of limits) hits.delete(key)
}
