import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Cart } from '@/api/carts'
import { listingQueries } from '@/api/listings'

/**
 * The listing detail of each listing in the cart, in cart order; `undefined` where not (yet)
 * there. One query over the listings' own cache entries rather than `useQueries`, so the
 * checkout's first step need not load the parallel-queries code.
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
