import { useEffect } from 'react'
import type { ListingSummary } from '@/api/listings'
import { listingCommerce } from './commerce'
import { postToHost } from './frame'
import type { WidgetKind } from './protocol'

/**
 * Widget viewed: once per widget page shown in a frame. About one listing (booking, listing
 * widgets) it carries the offer and its lowest price, as GA4's view_item wants.
 */
export function useWidgetViewed(widget: WidgetKind, listing?: ListingSummary): void {
  const slug = listing?.slug
  useEffect(() => {
    postToHost({
      type: 'widget:viewed',
      widget,
      path: window.location.pathname,
      ...(listing ? listingCommerce(listing) : undefined),
    })
    // Once per page (widget and listing), not per refetch of the listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widget, slug])
}
