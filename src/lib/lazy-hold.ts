import { useSyncExternalStore } from 'react'

/**
 * One hold for the page's lazy work: what the visitor waits for first (the critical things)
 * gets the slow link to itself, what can wait (the header's cart button, pictures further down,
 * the facts panel below the fold, the next month, idle tasks) starts after it.
 *
 * Critical things, each a promise handed to `holdLazyWork`:
 * - a page's first pictures (MediaImage with `priority`: the hero, the first row of cards, a
 *   listing's cover, the largest paint; `firstPicture`), until decoded or failed, on the first
 *   page of a visit only (docs/performance.md, "Sixth session: largest paint"); on a deep link
 *   to a listing from the app's start, before the cover is on the page (`holdForFirstPicture`);
 * - a listing's month and its first days' slots (the likely first click), from the listing's
 *   loader (`prefetchFirstBooking`): over HTTP/1.1 the browser has six connections per host and
 *   those requests should not queue behind code, texts and pictures below the fold
 *   (docs/performance.md, "Sixth session: day click").
 *
 * Why one mechanism: there were two (one for the pictures, one for the slots), each with its
 * own 3 s cap, and the slots' hold kept only the last promise handed to it; the cart button
 * waited on both. Here every critical promise joins the hold that is open, the hold ends when
 * all of them have settled (two frames on, so what they brought is painted first), and one cap
 * ends it at the latest 3 s after it opened, whatever is still pending: a picture or an answer
 * that never comes must not hold the rest for long. A later critical promise (a client-side
 * navigation to another listing) opens a new hold with its own cap.
 */
const CAP_MS = 3_000

interface Hold {
  pending: number
  checking: boolean
  done: Promise<void>
  end: () => void
}

let open: Hold | undefined
/** The visit's first hold is over (and stays so): what waits for the first page only. */
let firstOver = false
const waiting = new Set<() => void>()

function currentHold(): Hold {
  if (open) return open
  let resolve!: () => void
  const hold: Hold = {
    pending: 0,
    checking: false,
    done: new Promise<void>((r) => (resolve = r)),
    end: () => {
      if (open !== hold) return
      open = undefined
      window.clearTimeout(cap)
      resolve()
      if (!firstOver) {
        firstOver = true
        waiting.forEach((wake) => wake())
        waiting.clear()
      }
    },
  }
  const cap = window.setTimeout(hold.end, CAP_MS)
  open = hold
  return hold
}

/** Two frames on (the critical things' frame presented), ends `hold` if nothing is pending. */
function endSoon(hold: Hold) {
  if (hold.checking) return
  hold.checking = true
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      hold.checking = false
      if (!hold.pending) hold.end()
    }),
  )
}

const nothing = () => undefined

/** Holds the page's lazy work until `critical` has settled (with the rest, at most 3 s). */
export function holdLazyWork(critical: PromiseLike<unknown>): void {
  const hold = currentHold()
  hold.pending++
  void Promise.resolve(critical)
    .then(nothing, nothing)
    .then(() => {
      hold.pending--
      if (!hold.pending) endSoon(hold)
    })
}

/** The open hold's end, or undefined when nothing is held. */
export function lazyWorkHeld(): Promise<void> | undefined {
  return open?.done
}

/** Settles once the page's critical things are in (at once when nothing is held). */
export function afterCriticalWork(): Promise<void> {
  return open?.done ?? Promise.resolve()
}

/** Ends the wait of `holdForFirstPicture`, once a first picture has registered. */
let pictureSeen: (() => void) | undefined

/**
 * A hold opened before the page has rendered (index.html's requests on a deep link to a
 * listing, src/lib/boot.ts) lasts until the page's first picture has registered, and then until
 * it is decoded: else those requests, in before the route's code, ended the visit's first hold
 * before the cover was on the page, and the pictures further down shared the slow link with it
 * (docs/performance.md, "Seventh session: the lead's figures"). `expected` settling false (the
 * page will show no such picture: the listing's answer failed) ends the wait; so does the cap.
 */
export function holdForFirstPicture(expected: PromiseLike<boolean>): void {
  if (firstOver || pictureSeen) return
  holdLazyWork(
    new Promise<void>((resolve) => {
      pictureSeen = resolve
      void Promise.resolve(expected).then(
        (coming) => coming || resolve(),
        () => resolve(),
      )
    }),
  )
}

/** Ref of a first picture (`priority`): held for until it is decoded or has failed. */
export function firstPicture(img: HTMLImageElement | null): void {
  if (!img || firstOver) return
  holdLazyWork(Promise.resolve().then(() => img.decode()))
  pictureSeen?.()
  pictureSeen = undefined
}

function subscribe(wake: () => void) {
  if (firstOver) return nothing
  waiting.add(wake)
  // Subscribed after the first render's commit: its first pictures have registered by now. A
  // page without any (and without a loader's hold) ends the hold two frames on.
  const hold = currentHold()
  if (!hold.pending) endSoon(hold)
  return () => waiting.delete(wake)
}
const isOver = () => firstOver
const always = () => nothing

/**
 * Whether the visit's first hold is over (always true where `wait` is false): the cart button
 * and the pictures further down a list wait for it, once; they never go back to waiting.
 */
export function useFirstHoldOver(wait = true): boolean {
  return useSyncExternalStore(wait ? subscribe : always, isOver, isOver) || !wait
}
