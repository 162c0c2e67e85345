import { describe, expect, it, beforeEach } from 'vitest'
import { queryWrapper } from '@/testing/query-wrapper'
import { act, renderHook, waitFor } from '@testing-library/react'
import { resetMockDb } from '@/testing/mock-db'
import { availabilityQueries } from '../availability/queries'
import { checkoutQueries } from '../checkout/queries'
import { createCart } from './api'
import { useAddCartItem } from './mutations'
import { cartQueries } from './queries'

beforeEach(() => resetMockDb())

describe('cart mutation hooks', () => {
  it('write the answered cart into the cache and mark availability and checkout stale', async () => {
    const { queryClient, wrapper } = queryWrapper()
    const cart = await createCart()
    const calendarKey = availabilityQueries.calendar('hiking-map-jungfrau', {
      from: '2026-07-07',
      to: '2026-07-08',
    }).queryKey
    queryClient.setQueryData(calendarKey, [])
    await queryClient.prefetchQuery(checkoutQueries.detail(cart.id, 'de'))
    const { result } = renderHook(() => useAddCartItem(cart.id, 'de'), { wrapper })
    await act(() =>
      result.current.mutateAsync({ skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 2 }] }),
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const cached = queryClient.getQueryData(cartQueries.detail(cart.id, 'de').queryKey)
    expect(cached && 'items' in cached ? cached.items[0]?.lines[0]?.quantity : 0).toBe(2)
    expect(queryClient.getQueryState(calendarKey)?.isInvalidated).toBe(true)
    expect(
      queryClient.getQueryState(checkoutQueries.detail(cart.id, 'de').queryKey)?.isInvalidated,
    ).toBe(true)
  })

  it('surface a 409 with its code and leave the cache alone', async () => {
    const { queryClient, wrapper } = queryWrapper()
    const cart = await createCart()
    const { result } = renderHook(() => useAddCartItem(cart.id), { wrapper })
    await act(() =>
      result.current
        .mutateAsync({ skuId: 'sku-knife', lines: [{ variantId: 'knife', quantity: 3 }] })
        .catch(() => undefined),
    )
    const rival = await createCart()
    const other = renderHook(() => useAddCartItem(rival.id), { wrapper })
    await act(() =>
      other.result.current
        .mutateAsync({ skuId: 'sku-knife', lines: [{ variantId: 'knife', quantity: 1 }] })
        .catch(() => undefined),
    )
    await waitFor(() => expect(other.result.current.isError).toBe(true))
    expect(other.result.current.error).toMatchObject({ status: 409, code: 'SOLD_OUT' })
    expect(queryClient.getQueryData(cartQueries.detail(rival.id).queryKey)).toBeUndefined()
  })
})
