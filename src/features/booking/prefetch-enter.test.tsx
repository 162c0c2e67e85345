import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { server } from '@/mocks/node'
import { criticalWorkPending } from '@/lib/loading/critical-work'
import { renderApp } from '@/testing/render-app'

const SLUG = 'lake-kayak-brienz'
const TO = { to: '/$lang/listing/$slug', params: { lang: 'en', slug: SLUG } }

describe('a listing entered while its preload on intent is still running', () => {
  it('holds its lazy work until the month the preload asked for is in', async () => {
    // The month comes late (a slow link): the visitor taps the card before it is in.
    let monthIn = false
    server.use(
      http.get('*/api/webshop/v1/listings/:slug/availability', async () => {
        await delay(1500)
        monthIn = true
        return undefined
      }),
    )
    const { router } = await renderApp('/en/imprint')
    await screen.findByRole('heading', { level: 1 })
    // The first page's own hold is over: nothing is held before the card is touched.
    await waitFor(() => expect(criticalWorkPending()).toBeUndefined())

    // Touched: the router preloads the listing; the tap follows at once and enters it while
    // that preload (the router's only run of the loader for this entry) is still running.
    await act(async () => {
      void router.preloadRoute(TO as never)
      await delay(5)
      // The preload alone holds nothing back on the page on screen.
      expect(criticalWorkPending()).toBeUndefined()
      void router.navigate(TO as never)
    })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/listing/${SLUG}`))
    await screen.findByRole('heading', { level: 1, name: /kayak/i })
    expect(monthIn).toBe(false)
    expect(criticalWorkPending()).toBeInstanceOf(Promise)

    // From there to another listing (the same page component, new parameters), the same way.
    await waitFor(() => expect(criticalWorkPending()).toBeUndefined(), { timeout: 5000 })
    monthIn = false
    const other = { ...TO, params: { lang: 'en', slug: 'cheese-making-workshop' } } as never
    await act(async () => {
      void router.preloadRoute(other)
      await delay(5)
      void router.navigate(other)
    })
    await screen.findByRole('heading', { level: 1, name: /cheese/i })
    expect(monthIn).toBe(false)
    expect(criticalWorkPending()).toBeInstanceOf(Promise)
  })
})
