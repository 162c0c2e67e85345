import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { renderApp } from '@/testing/render-app'

/**
 * The listing's "Good to know" panel loads when the visitor comes near its (empty, 0 px high)
 * slot. What the browser's IntersectionObserver reports is in the test's hands here: WebKit's
 * looks late and, for a visitor already past the slot or jumping over the band around the
 * window, says "not intersecting", and nothing more after that.
 */
let observed: {
  observer: TestIntersectionObserver
  element: Element
  report: (isIntersecting: boolean) => void
}[] = []

class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({
      observer: this,
      element,
      report: (isIntersecting) =>
        this.callback(
          [{ target: element, isIntersecting } as unknown as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
    })
  }
  unobserve() {}
  disconnect() {
    observed = observed.filter((o) => o.observer !== this)
  }
  takeRecords() {
    return []
  }
}

beforeEach(() => {
  observed = []
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver)
})
afterEach(() => vi.unstubAllGlobals())

/** The slot, with its top `top` px from the top of the window (as layout would put it). */
async function slotAt(top: number) {
  const slot = await waitFor(() => {
    const element = document.querySelector('.listing-facts-slot')
    if (!element) throw new Error('no slot yet')
    return element
  })
  slot.getBoundingClientRect = () => new DOMRect(0, top, 640, 0)
  return slot
}

const panel = () => screen.queryByRole('region', { name: 'Good to know' })

/** The visitor scrolls; the slot's top is then at `top`. */
async function scrollTo(top: number) {
  await slotAt(top)
  await act(async () => {
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('the "Good to know" panel of a listing', () => {
  it('loads once the visitor scrolls near its slot, though the observer never reports the empty slot', async () => {
    await renderApp('/en/listing/lake-kayak-brienz')
    await slotAt(2000)
    // Far below the window (768 px high here): not yet, its code stays off the first view.
    await scrollTo(1900)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(panel()).toBeNull()
    // 400 px ahead of the window's bottom.
    await scrollTo(1100)
    expect(await screen.findByRole('region', { name: 'Good to know' })).toBeInTheDocument()
  })

  it('loads for a visitor who is past its slot when the observer first looks (scroll restored, a jump to the booking section)', async () => {
    await renderApp('/en/listing/lake-kayak-brienz')
    const slot = await slotAt(-1300)
    await waitFor(() => expect(observed.some((o) => o.element === slot)).toBe(true))
    act(() => observed.find((o) => o.element === slot)!.report(false))
    expect(await screen.findByRole('region', { name: 'Good to know' })).toBeInTheDocument()
  })
})
