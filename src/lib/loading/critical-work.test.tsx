import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'

// The module keeps the visit's state: a fresh copy for each test.
const load = () => import('./critical-work')

function deferred() {
  let resolve!: () => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Whether `promise` has settled once pending timers, frames and promise callbacks have run. */
async function settled(promise: Promise<unknown>, advanceMs = 100) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(advanceMs)
  return done
}

/** A picture whose decoding settles with `decoded`. */
function picture(decoded: Promise<void>) {
  const img = document.createElement('img')
  img.decode = () => decoded
  return img
}

describe('critical work first: non-critical work waits for it', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => vi.useRealTimers())

  it('lets lazy work go at once when nothing critical is held', async () => {
    const { afterCriticalWork } = await load()
    expect(await settled(afterCriticalWork(), 0)).toBe(true)
  })

  it('waits for every critical promise, not only the last one handed to it', async () => {
    const { afterCriticalWork, addCriticalWork } = await load()
    const month = deferred()
    const slots = deferred()
    addCriticalWork(month.promise)
    addCriticalWork(slots.promise)
    const lazy = afterCriticalWork()
    slots.resolve()
    expect(await settled(lazy)).toBe(false)
    // A failed answer ends its part of the hold as a successful one does.
    month.reject(new Error('offline'))
    expect(await settled(lazy)).toBe(true)
  })

  it('ends at the latest 3 s after it opened, one cap for all (a later promise does not extend it)', async () => {
    const { afterCriticalWork, addCriticalWork } = await load()
    addCriticalWork(new Promise(() => undefined))
    await vi.advanceTimersByTimeAsync(2_000)
    addCriticalWork(new Promise(() => undefined))
    const lazy = afterCriticalWork()
    expect(await settled(lazy, 900)).toBe(false)
    expect(await settled(lazy, 100)).toBe(true)
    // Ended: lazy work asked for now goes at once.
    expect(await settled(afterCriticalWork(), 0)).toBe(true)
  })

  it('opens a new hold for critical work after the first has ended (another listing)', async () => {
    const { afterCriticalWork, addCriticalWork } = await load()
    addCriticalWork(Promise.resolve())
    expect(await settled(afterCriticalWork())).toBe(true)
    const slots = deferred()
    addCriticalWork(slots.promise)
    const lazy = afterCriticalWork()
    expect(await settled(lazy)).toBe(false)
    slots.resolve()
    expect(await settled(lazy)).toBe(true)
  })

  it("holds for a first picture until it is decoded, and only on the visit's first page", async () => {
    const { afterCriticalWork, firstPicture } = await load()
    const decoded = deferred()
    firstPicture(picture(decoded.promise))
    const lazy = afterCriticalWork()
    expect(await settled(lazy)).toBe(false)
    decoded.resolve()
    expect(await settled(lazy)).toBe(true)
    // A later page's first picture holds nothing.
    firstPicture(picture(new Promise(() => undefined)))
    expect(await settled(afterCriticalWork(), 0)).toBe(true)
  })
  it('a hold opened before the page rendered waits for its first picture to come and be decoded', async () => {
    const { afterCriticalWork, firstPicture, holdForFirstPicture, addCriticalWork } = await load()
    // index.html's requests, in before the route's code has rendered the page.
    addCriticalWork(Promise.resolve())
    holdForFirstPicture(Promise.resolve(true))
    const lazy = afterCriticalWork()
    expect(await settled(lazy)).toBe(false)
    const decoded = deferred()
    firstPicture(picture(decoded.promise))
    expect(await settled(lazy)).toBe(false)
    decoded.resolve()
    expect(await settled(lazy)).toBe(true)
  })

  it('stops waiting for a first picture the page will not show (its answer failed)', async () => {
    const { afterCriticalWork, holdForFirstPicture } = await load()
    const coming = deferred()
    holdForFirstPicture(coming.promise.then(() => false))
    const lazy = afterCriticalWork()
    expect(await settled(lazy)).toBe(false)
    coming.resolve()
    expect(await settled(lazy)).toBe(true)
  })

  it('shows what waits for the first hold once it is over, and at once on a later page', async () => {
    const { addCriticalWork, useFirstCriticalWorkDone } = await load()
    function CartButton() {
      return useFirstCriticalWorkDone() ? <button type="button">Cart</button> : null
    }
    const month = deferred()
    addCriticalWork(month.promise)
    const first = render(<CartButton />)
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByRole('button', { name: 'Cart' })).toBeNull()

    month.resolve()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument()
    first.unmount()

    // The hold is over for the visit: a page rendered later has it from its first render.
    render(<CartButton />)
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument()
  })
})
