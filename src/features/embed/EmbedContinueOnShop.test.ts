import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http'
import { isFrameDeadEnd, shopPageUrl } from './EmbedContinueOnShop'

const apiError = (status: number, code?: string) =>
  new ApiError({ kind: 'http', status, message: 'x', url: '/api/webshop/v1/carts', code })

describe('the widget fallback', () => {
  it('treats a 419 after the retry and refused storage as dead ends the frame cannot fix', () => {
    expect(isFrameDeadEnd(apiError(419))).toBe(true)
    expect(isFrameDeadEnd(new DOMException('The operation is insecure.', 'SecurityError'))).toBe(
      true,
    )
  })

  it('leaves every other failure to the booking section’s own messages', () => {
    expect(isFrameDeadEnd(apiError(409, 'SOLD_OUT'))).toBe(false)
    expect(isFrameDeadEnd(apiError(422))).toBe(false)
    expect(isFrameDeadEnd(apiError(503))).toBe(false)
    expect(isFrameDeadEnd(new Error('boom'))).toBe(false)
  })

  it("carries the same selection to the shop's listing page", () => {
    const url = new URL(
      shopPageUrl('fr', 'lake-kayak-brienz', {
        sku: 'sku-kayak',
        date: '2026-06-18',
        slot: 'sku-kayak_2026-06-18_1000',
        blocks: undefined,
        start: undefined,
      }),
    )
    expect(url.origin).toBe(window.location.origin)
    expect(url.pathname).toBe('/fr/listing/lake-kayak-brienz')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sku: 'sku-kayak',
      date: '2026-06-18',
      slot: 'sku-kayak_2026-06-18_1000',
    })
  })
})
