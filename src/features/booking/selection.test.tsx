import { Suspense, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { createQueryClient } from '@/lib/loading/query-client'
import { ensureNamespaces, initI18n, setLanguage } from '@/lib/i18n'
import { useAddToCart } from '@/features/cart/shared/use-cart'
import { BookingSection } from './BookingSection'
import type { BookingSearch } from './search'

const SLUG = 'lake-kayak-brienz'
const DAY = '2026-06-20'
const TEN = `sku-kayak_${DAY}_1000`

/** A promise the test opens: an answer (or the URL) is held until then. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/**
 * The booking section under a stand-in for the route: its URL is applied only once `url` is
 * open, as the router does after its loaders and transition (late on a busy device).
 */
async function renderHeld(initial: BookingSearch) {
  await initI18n()
  await setLanguage('en')
  await ensureNamespaces('listings', 'booking', 'cart')
  const held = { url: Promise.resolve() }
  const seen: BookingSearch[] = []
  function Route() {
    const [search, setSearch] = useState(initial)
    const addToCart = useAddToCart('en')
    const onSearchChange = (next: BookingSearch) =>
      void held.url.then(() => {
        seen.push(next)
        setSearch(next)
      })
    return (
      <BookingSection
        slug={SLUG}
        search={search}
        onSearchChange={onSearchChange}
        addToCart={addToCart}
      />
    )
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <section aria-label="Book">
        <Suspense fallback={null}>
          <Route />
        </Suspense>
      </section>
    </QueryClientProvider>,
  )
  return { held, lastUrl: () => seen.at(-1) }
}

/** Holds the slots and the month asked for a party of `quantity`. */
function holdAnswersFor(quantity: string) {
  const slots = gate()
  const month = gate()
  server.use(
    http.get('*/api/webshop/v1/listings/:slug/slots', async ({ request }) => {
      if (new URL(request.url).searchParams.get('quantity') === quantity) await slots.opened
      return undefined
    }),
    http.get('*/api/webshop/v1/listings/:slug/availability', async ({ request }) => {
      if (new URL(request.url).searchParams.get('quantity') === quantity) await month.opened
      return undefined
    }),
  )
  return { slots, month }
}

describe('a time chosen right after the party changed', () => {
  it('stays chosen while the URL and the day’s status for the new party are on their way', async () => {
    const { held, lastUrl } = await renderHeld({ date: DAY })
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    await region.findByRole('radio', { name: /^10:00/ })

    const answers = holdAnswersFor('2')
    const url = gate()
    held.url = url.opened
    await userEvent.click(region.getByRole('button', { name: 'More: Adults' }))
    expect(await region.findByText('Loading times…')).toBeVisible()
    // The day is chosen: while its status for two is asked, the section says so.
    expect(region.getByRole('button', { name: 'Book now' })).toHaveAccessibleDescription(
      'Checking the places for your group…',
    )
    answers.slots.open()
    const ten = await region.findByRole('radio', { name: /^10:00/ })
    await userEvent.click(ten)
    expect(ten).toBeChecked()
    expect(region.getByRole('button', { name: 'Book now' })).toBeEnabled()

    // The day's status for two and the URL arrive late: the time stays chosen.
    answers.month.open()
    url.open()
    await expect.poll(lastUrl).toMatchObject({ party: 'adult:2', date: DAY, slot: TEN })
    expect(region.getByRole('radio', { name: /^10:00/ })).toBeChecked()
    expect(region.getByRole('button', { name: 'Book now' })).toBeEnabled()
  })

  it('a party changed before the URL caught up with the time keeps the time', async () => {
    const { held, lastUrl } = await renderHeld({ date: DAY })
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    const url = gate()
    held.url = url.opened
    await userEvent.click(await region.findByRole('radio', { name: /^10:00/ }))
    await userEvent.click(region.getByRole('button', { name: 'More: Adults' }))
    url.open()
    await expect.poll(lastUrl).toMatchObject({ party: 'adult:2', slot: TEN })
    expect(await region.findByRole('radio', { name: /^10:00/ })).toBeChecked()
    expect(region.getByRole('button', { name: 'Book now' })).toBeEnabled()
  })
})
