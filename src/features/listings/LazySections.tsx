import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { Listing } from '@/api/listings'
import { ensureNamespaces } from '@/lib/i18n'
import { afterCriticalWork } from '@/lib/loading/critical-work'

// Below the fold: after the first days' slots (the likely first click's request).
const ListingFactsPanel = lazy(() =>
  afterCriticalWork()
    .then(() => Promise.all([import('./ListingFactsPanel'), ensureNamespaces('details')]))
    .then(([module]) => ({ default: module.ListingFactsPanel })),
)

const BookingBar = lazy(() =>
  import('./BookingBar').then((module) => ({ default: module.BookingBar })),
)

/** The phone's booking bar: loaded on the first scroll of a narrow screen. */
export function PhoneBookingBar({ listing, onFind }: { listing: Listing; onFind: () => void }) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const narrow = window.matchMedia('(max-width: 47.99rem)')
    const onScroll = () => {
      if (narrow.matches) setWanted(true)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <BookingBar listing={listing} onFind={onFind} />
    </Suspense>
  )
}

/**
 * The "Good to know" panel lies below the fold: its code and texts load once the visitor
 * scrolls (or tabs) towards it, some way ahead so it is there before it comes into view, and
 * the first view of the page stays within its byte budget.
 */
export function LazyListingFacts({ listing }: { listing: Listing }) {
  const anchor = useRef<HTMLDivElement>(null)
  const near = useReached(anchor, AHEAD_PX)
  return (
    <div ref={anchor} className="listing-facts-slot">
      {near ? (
        <Suspense fallback={null}>
          <ListingFactsPanel listing={listing} />
          <KeepInView slot={anchor} />
        </Suspense>
      ) : null}
    </div>
  )
}

const AHEAD_PX = 400

/**
 * True for good once the element's top is at most `ahead` px below the window's bottom. It
 * measures on every observer report, scroll and resize, because an IntersectionObserver alone
 * misses a visitor who is already past the element or jumps over it (restored scroll, End).
 */
function useReached(ref: RefObject<HTMLElement>, ahead: number): boolean {
  // Without IntersectionObserver (old browsers, jsdom) at once.
  const [reached, setReached] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || reached) return
    const check = () => {
      if (element.getBoundingClientRect().top <= window.innerHeight + ahead) setReached(true)
    }
    const observer = new IntersectionObserver(check, { rootMargin: `${ahead}px 0px` })
    observer.observe(element)
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [ref, ahead, reached])
  return reached
}

/**
 * A panel arriving above what the visitor looks at must not push it away from a tap. Safari has
 * no scroll anchoring, so a layout effect scrolls by the panel's height before the next paint.
 */
function KeepInView({ slot }: { slot: RefObject<HTMLElement> }) {
  useLayoutEffect(() => {
    // The browser's own scroll anchoring first: reading the box lays the whole new page out inside
    // the commit, one long task, where the browser would keep the view without it.
    if (typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto')) return
    const box = slot.current?.getBoundingClientRect()
    // Only above the visitor's view: a panel they are looking at moves what follows, as usual.
    if (box && box.top < 0) window.scrollBy(0, box.height)
  }, [slot])
  return null
}
