// Stands in for TanStack Query's infiniteQueryBehavior.js inside query-core's query.js (swapped in
// by scripts/vite-trim.ts in the build). A query runs it only when it is an infinite query
// (useInfiniteQuery, queryClient.infiniteQuery); the shop pages with numbered pages instead, so
// the paging code (about 0.5 KiB gzip) left every page's first chunk. Using one now fails loudly.
export function infiniteQueryBehavior(): never {
  throw new Error(
    'Infinite queries of @tanstack/query-core are not bundled (scripts/vite-trim.ts): remove the stand-in from that plugin to use them.',
  )
}
