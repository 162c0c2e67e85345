// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockDb } from '../../testing/mock-db'

const base = 'http://localhost/api/webshop/v1'

/** 32-bit FNV-1a over UTF-16 code units: too short a hash to tell request bodies apart. */
function fnv1a32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Two different bodies with the same FNV-1a 32 hash (found by a birthday search over `n…`). */
const FIRST = JSON.stringify({ note: 'n522789' })
const SECOND = JSON.stringify({ note: 'n739192' })

const createCart = (key: string, body: string) =>
  fetch(`${base}/carts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body,
  })

beforeEach(() => resetMockDb())

describe('Idempotency-Key reuse', () => {
  it('refuses a different body with the same key even when a 32-bit hash collides', async () => {
    expect(FIRST).not.toBe(SECOND)
    expect(fnv1a32(FIRST)).toBe(fnv1a32(SECOND))
    const first = await createCart('key-collide', FIRST)
    expect(first.status).toBe(201)
    const second = await createCart('key-collide', SECOND)
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('replays the same body, whatever the order of its keys', async () => {
    const first = await createCart('key-same', JSON.stringify({ a: 1, b: [1, { c: 2, d: 3 }] }))
    const again = await createCart('key-same', '{"b":[1,{"d":3,"c":2}],"a":1}')
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
  })

  it('refuses the same key on another path', async () => {
    expect((await createCart('key-path', '{}')).status).toBe(201)
    const other = await fetch(`${base}/carts/crt_x/extend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-path' },
      body: '{}',
    })
    expect(other.status).toBe(409)
  })
})
