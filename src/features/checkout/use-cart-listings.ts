import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Cart } from '@/api/carts'
import { listingQueries } from '@/api/listings'

/**
 * The listing detail of each listing in the cart (its services, its cancellation policy), in
 * the order of the cart's first items; `undefined` where it is not there (yet, or it failed).
 *
 * One query over the listings' own cache entries rather than `useQueries`, whose
 * parallel-queries code (1.5 KiB gzip) the checkout's first step then need not load
 * (docs/performance.md): each listing is read through its own entry (fresh from the listing
 * page, else fetched once), and what is cached shows in the first render, as before.
 */
export function useCartListings(cart: Cart, lang: string) {
  const queryClient = useQueryClient()
  const slugs = [...new Set(cart.items.map((item) => item.listing.slug))]
  const cached = () =>
    slugs.map((slug) => queryClient.getQueryData(listingQueries.detail(slug, lang).queryKey))
  const { data } = useQuery({
    queryKey: [...listingQueries.details(), 'of-cart', slugs, lang] as const,
    queryFn: () =>
      Promise.all(
        slugs.map((slug) =>
          // One listing that cannot be read leaves only its own part out.
          queryClient.fetchQuery(listingQueries.detail(slug, lang)).catch(() => undefined),
        ),
      ),
    placeholderData: cached,
  })
  const listings = data ?? cached()
  return { slugs, listings }
}
