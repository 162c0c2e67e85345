import { startTransition, useEffect, useState } from 'react'

/**
 * Critical work first: what the visitor waits for first (first pictures, a listing's month and
 * first slots) is registered here, and non-critical work waits until it is done, so it gets the
 * slow link to itself: over HTTP/1.1 it must not queue behind what can wait. The wait (a hold)
 * ends two frames after the critical promises settle, or after a 3 s cap so an answer that never
 * comes cannot hold the rest for long; critical work added later opens a new hold.
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

/** Registers critical work: non-critical work waits until `critical` has settled (at most 3 s). */
export function addCriticalWork(critical: PromiseLike<unknown>): void {
  const hold = currentHold()
  hold.pending++
  void Promise.resolve(critical)
    .then(nothing, nothing)
    .then(() => {
      hold.pending--
      if (!hold.pending) endSoon(hold)
    })
}

/** When the pending critical work is done, or undefined when none is pending. */
export function criticalWorkPending(): Promise<void> | undefined {
  return open?.done
}

/** Settles once the page's critical things are in (at once when nothing is held). */
export function afterCriticalWork(): Promise<void> {
  return open?.done ?? Promise.resolve()
}

/** Ends the wait of `holdForFirstPicture`, once a first picture has registered. */
let pictureSeen: (() => void) | undefined

/**
 * Keeps a hold opened before the page rendered (index.html's requests on a deep link, see
 * src/lib/loading/boot.ts) until the first picture is decoded, so that requests answered before the
 * route's code cannot end the hold before the cover is on the page. `expected` settling false
 * (no such picture will show) ends the wait; so does the cap.
 */
export function holdForFirstPicture(expected: PromiseLike<boolean>): void {
  if (firstOver || pictureSeen) return
  addCriticalWork(
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
  addCriticalWork(Promise.resolve().then(() => img.decode()))
  pictureSeen?.()
  pictureSeen = undefined
}

function subscribe(wake: () => void) {
  if (firstOver) {
    wake()
    return nothing
  }
  waiting.add(wake)
  // Subscribed after the first render's commit: its first pictures have registered by now. A
  // page without any (and without a loader's hold) ends the hold two frames on.
  const hold = currentHold()
  if (!hold.pending) endSoon(hold)
  return () => {
    waiting.delete(wake)
  }
}

/**
 * Whether the visit's first hold is over (always true where `wait` is false): the cart button
 * and the pictures further down a list wait for it, once; they never go back to waiting. What
 * they add renders as a transition, in slices, not in one task with the frame that ends the hold.
 */
export function useFirstCriticalWorkDone(wait = true): boolean {
  const [over, setOver] = useState(() => firstOver || !wait)
  useEffect(() => {
    if (over || !wait) return
    return subscribe(() => startTransition(() => setOver(true)))
  }, [over, wait])
  return over || !wait
}
