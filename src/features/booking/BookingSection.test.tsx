import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startEachTestAt } from '@/testing/mock-instant'
import { renderApp } from '@/testing/render-app'

/** Tuesday 7 July 2026, 10:00 in Zurich, for the browser and the mock alike. */
const NOW = '2026-07-07T08:00:00Z'

startEachTestAt(NOW)

const bookingRegion = async () => within(await screen.findByRole('region', { name: 'Book' }))

describe('booking section: the status decides the button', () => {
  it('an available slot with enough places: Book now, enabled', async () => {
    await renderApp(
      '/en/listing/canyoning-saxetbach?date=2026-07-14&slot=sku-canyoning_2026-07-14_1330',
    )
    const region = await bookingRegion()
    expect(await region.findByRole('radio', { name: /^13:30–17:30/ })).toBeChecked()
    expect(await region.findByRole('button', { name: 'Book now' })).toBeEnabled()
  })

  it('a sold-out day: Not bookable with the reason', async () => {
    await renderApp('/en/listing/sup-sunset-tour?date=2026-07-08')
    const region = await bookingRegion()
    const button = await region.findByRole('button', { name: 'Not bookable' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Sold out.')
  })

  it('more participants than places left: Not bookable, saying how many are left', async () => {
    // Day +3 08:30 has its last place.
    await renderApp(
      '/en/listing/canyoning-saxetbach?date=2026-07-10&slot=sku-canyoning_2026-07-10_0830',
    )
    const region = await bookingRegion()
    expect(await region.findByRole('button', { name: 'Book now' })).toBeEnabled()
    await userEvent.click(region.getByRole('button', { name: 'More: Adults' }))
    const button = await region.findByRole('button', { name: 'Not bookable' })
    expect(button).toHaveAccessibleDescription('Only 1 seat left: choose fewer participants.')
  })

  it('a request-mode listing: Request availability', async () => {
    // 11 July 2026 is a Saturday: balloon rides on weekends, upon request.
    await renderApp('/en/listing/sunrise-balloon-ride?date=2026-07-11')
    const region = await bookingRegion()
    expect(await region.findByRole('button', { name: 'Request availability' })).toBeDisabled()
    await userEvent.click(await region.findByRole('radio', { name: /^06:00/ }))
    expect(await region.findByRole('button', { name: 'Request availability' })).toBeEnabled()
  })

  it('a closed date says there are no appointments', async () => {
    // 13 July 2026 is a Monday, closed for canyoning.
    await renderApp('/en/listing/canyoning-saxetbach?date=2026-07-13')
    const region = await bookingRegion()
    expect(
      await region.findByText(
        'There are no appointments on this date. Please choose another date.',
      ),
    ).toBeVisible()
    expect(await region.findByRole('button', { name: 'Not bookable' })).toBeDisabled()
  })
})

describe('after "Book now"', () => {
  it('says only what happened, where the keyboard is', async () => {
    await renderApp(
      '/en/listing/canyoning-saxetbach?date=2026-07-14&slot=sku-canyoning_2026-07-14_1330',
    )
    const region = await bookingRegion()
    const book = await region.findByRole('button', { name: 'Book now' })
    book.focus()
    await userEvent.keyboard('{Enter}')
    const added = await region.findByText('Added to your cart. Your places are held for you.')
    // The fresh form's "Choose a time first." does not stand above the success line.
    expect(region.queryByText('Choose a time first.')).toBeNull()
    expect(added).toHaveFocus()
    // The next choice brings the form's hints back.
    await userEvent.click(region.getByRole('radio', { name: /^08:30/ }))
    expect(region.queryByText('Added to your cart. Your places are held for you.')).toBeNull()
  })
})
