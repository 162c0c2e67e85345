import { useSyncExternalStore } from 'react'

/**
 * The page's first pictures (MediaImage with `priority`: the hero, the first row of cards, a
 * listing's first cover: the largest paint) come first on the link. What the first paint does
 * not need (the pictures further down a list, the header's cart button) waits until they have
 * been decoded and painted, and at most 3 s. On a phone's slow link they would otherwise share
 * it with the largest paint's picture and the framework (docs/performance.md, "Sixth session:
 * largest paint"). Once released it stays so: only the first page of a visit waits.
 */
let arriving = 0
let released = false
let checking = false
const waiting = new Set<() => void>()

function release() {
  released = true
  waiting.forEach((wake) => wake())
  waiting.clear()
}

/** Two frames on (the pictures' frame presented), release if no first picture is still coming. */
function releaseSoon() {
  if (released || checking) return
  checking = true
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      checking = false
      if (!arriving) release()
    }),
  )
}

/** Ref of a first picture: waited for until it is decoded (or has failed). */
export function firstPicture(img: HTMLImageElement | null): void {
  if (!img || released) return
  arriving++
  Promise.resolve()
    .then(() => img.decode())
    .catch(() => undefined)
    .then(() => {
      arriving--
      releaseSoon()
    })
}

function subscribe(wake: () => void) {
  waiting.add(wake)
  releaseSoon()
  // A picture that neither loads nor fails must not hold the rest for long.
  const cap = setTimeout(release, 3000)
  return () => {
    waiting.delete(wake)
    clearTimeout(cap)
  }
}
const isReleased = () => released
const always = () => () => undefined

/** Whether the page's first pictures are shown (always true where `wait` is false). */
export function useFirstPicturesShown(wait = true): boolean {
  return useSyncExternalStore(wait ? subscribe : always, isReleased, isReleased) || !wait
}
