import { describe, expect, it, beforeEach } from 'vitest'
import { queryWrapper } from '@/testing/query-wrapper'
import { act, renderHook, waitFor } from '@testing-library/react'
import { resetMockDb } from '@/testing/mock-db'
import { availabilityQueries } from '../availability/queries'
import { checkoutQueries } from '../checkout/queries'
import { addCartItem, createCart } from './api'
import { useExtendCart, useRemoveCartItem } from './mutations'
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
    await addCartItem(cart.id, { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 2 }] })
    await queryClient.prefetchQuery(checkoutQueries.detail(cart.id, 'de'))
    const { result } = renderHook(() => useExtendCart(cart.id, 'de'), { wrapper })
    await act(() => result.current.mutateAsync())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const cached = queryClient.getQueryData(cartQueries.detail(cart.id, 'de').queryKey)
    expect(cached && 'items' in cached ? cached.items[0]?.lines[0]?.quantity : 0).toBe(2)
    expect(queryClient.getQueryState(calendarKey)?.isInvalidated).toBe(true)
    expect(
      queryClient.getQueryState(checkoutQueries.detail(cart.id, 'de').queryKey)?.isInvalidated,
    ).toBe(true)
  })

  it('surface an error with its status and leave the cache alone', async () => {
    const { queryClient, wrapper } = queryWrapper()
    const cart = await createCart()
    const { result } = renderHook(() => useRemoveCartItem(cart.id), { wrapper })
    await act(() => result.current.mutateAsync('no-such-item').catch(() => undefined))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ status: 404 })
    expect(queryClient.getQueryData(cartQueries.detail(cart.id).queryKey)).toBeUndefined()
  })
})
