import { beforeEach, describe, expect, it } from 'vitest'
import { queryWrapper } from '@/testing/query-wrapper'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Cart } from '@/api/carts'
import { listingQueries } from '@/api/listings'
import { server } from '@/mocks/node'
import { DEMO_SLUGS, resetMockDb } from '@/testing/mock-db'
import { useCartListings } from './use-cart-listings'

beforeEach(() => resetMockDb())

/** A cart as far as the hook reads it: its items' listings. */
const cartOf = (...slugs: string[]) =>
  ({ items: slugs.map((slug) => ({ listing: { slug } })) }) as unknown as Cart

describe('useCartListings', () => {
  it('reads each listing of the cart once, in the order of the cart', async () => {
    const { wrapper } = queryWrapper()
    const cart = cartOf(DEMO_SLUGS.weightRequired, DEMO_SLUGS.generic, DEMO_SLUGS.weightRequired)
    const { result } = renderHook(() => useCartListings(cart, 'de'), { wrapper })
    expect(result.current.slugs).toEqual([DEMO_SLUGS.weightRequired, DEMO_SLUGS.generic])
    await waitFor(() => expect(result.current.listings.every(Boolean)).toBe(true))
    expect(result.current.listings.map((listing) => listing?.slug)).toEqual([
      DEMO_SLUGS.weightRequired,
      DEMO_SLUGS.generic,
    ])
  })

  it('shows what the listing page left in the cache in the first render, without asking again', async () => {
    const { queryClient, wrapper } = queryWrapper()
    await queryClient.prefetchQuery(listingQueries.detail(DEMO_SLUGS.generic, 'de'))
    let asked = 0
    server.use(
      http.get('*/api/webshop/v1/listings/:slug', () => {
        asked += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    const { result } = renderHook(() => useCartListings(cartOf(DEMO_SLUGS.generic), 'de'), {
      wrapper,
    })
    expect(result.current.listings[0]?.slug).toBe(DEMO_SLUGS.generic)
    await waitFor(() =>
      expect(queryClient.isFetching({ queryKey: listingQueries.details() })).toBe(0),
    )
    expect(result.current.listings[0]?.slug).toBe(DEMO_SLUGS.generic)
    expect(asked).toBe(0)
  })

  it('leaves out only the listing that cannot be read', async () => {
    const { queryClient, wrapper } = queryWrapper()
    server.use(
      http.get(`*/api/webshop/v1/listings/${DEMO_SLUGS.generic}`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    const cart = cartOf(DEMO_SLUGS.weightRequired, DEMO_SLUGS.generic)
    const { result } = renderHook(() => useCartListings(cart, 'de'), { wrapper })
    await waitFor(() => expect(result.current.listings[0]?.slug).toBe(DEMO_SLUGS.weightRequired))
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(result.current.listings[0]?.slug).toBe(DEMO_SLUGS.weightRequired)
    expect(result.current.listings[1]).toBeUndefined()
  })
})
