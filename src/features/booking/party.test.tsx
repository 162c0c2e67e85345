import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startEachTestAt } from '@/testing/mock-instant'
import { renderApp } from '@/testing/render-app'

/** Tuesday 7 July 2026, 10:00 in Zurich, for the browser and the mock alike. */
const NOW = '2026-07-07T08:00:00Z'

startEachTestAt(NOW)

describe('party size first (#12)', () => {
  it('asks how many come before the date, keeps it in the URL and marks days too small', async () => {
    const { router } = await renderApp('/en/listing/canyoning-saxetbach')
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    const participants = await region.findByRole('group', { name: 'Participants' })
    const calendar = await region.findByRole('grid')
    // The party comes first in the reading order.
    expect(
      participants.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    const more = region.getByRole('button', { name: 'More: Adults' })
    for (let i = 0; i < 4; i += 1) await userEvent.click(more)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ party: 'adult:5' }))
    // 8 July has three places at each time: marked, focusable and explained.
    const day = await region.findByRole('button', {
      name: /^Wednesday, 8 July 2026, Only 3 places left – not enough for 5/,
    })
    expect(day).toBeEnabled()
    await userEvent.click(day)
    const button = await region.findByRole('button', { name: 'Not bookable' })
    expect(button).toHaveAccessibleDescription('Only 3 seats left: choose fewer participants.')
  })

  it('a shared link with the party starts with it', async () => {
    await renderApp('/en/listing/canyoning-saxetbach?party=adult:2,youth:1')
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    expect(await region.findByRole('spinbutton', { name: /^Adults/ })).toHaveValue(2)
    expect(region.getByRole('spinbutton', { name: /^Youth/ })).toHaveValue(1)
  })
})

describe('nearest alternatives (#12)', () => {
  it('a day too small for the party offers the nearest fitting slots; one click chooses one', async () => {
    const { router } = await renderApp(
      '/en/listing/canyoning-saxetbach?party=adult:5&date=2026-07-08',
    )
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    const list = within(await region.findByRole('region', { name: 'Times that fit' }))
    const later = await list.findByRole('button', { name: /^Friday, 10 July 2026, 13:30–17:30/ })
    await userEvent.click(later)
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        date: '2026-07-10',
        slot: 'sku-canyoning_2026-07-10_1330',
        party: 'adult:5',
      }),
    )
    expect(await region.findByRole('button', { name: 'Book now' })).toBeEnabled()
    expect(screen.getByText('Chosen: Friday, 10 July 2026, 13:30')).toHaveAttribute(
      'role',
      'status',
    )
  })
})
