import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { getListing } from '@/api/listings'
import { criticalWorkPending } from '@/lib/loading/critical-work'
import { prefetchFirstBooking } from './prefetch-booking'

const SLUG = 'lake-kayak-brienz'

describe('prefetchFirstBooking: what the page waits for', () => {
  it('a preload on intent fetches the month and first slots but holds nothing back; entering the page does', async () => {
    const queryClient = new QueryClient()
    const listing = await getListing(SLUG)
    // A card pointed at on the overview: the overview's own lazy parts must not wait for it.
    prefetchFirstBooking(queryClient, SLUG, listing, {}, { critical: false })
    expect(criticalWorkPending()).toBeUndefined()
    const monthAsked = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => JSON.stringify(query.queryKey).includes('availability'))
    expect(monthAsked()).toBe(true)

    // The listing's page being entered: its lazy parts wait for its month.
    prefetchFirstBooking(queryClient, SLUG, listing, {})
    expect(criticalWorkPending()).toBeInstanceOf(Promise)
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  })
})
