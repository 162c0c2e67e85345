import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { startEachTestAt } from '@/testing/mock-instant'
import { renderApp } from '@/testing/render-app'
import type { Sku } from '@/api/listings'
import { fitParty } from './dated-queries'
import { firstShownDay } from './dates'

/** Saturday 31 October 2026, 12:00 in Zurich: the cheese workshop's next date is Tuesday 3 November. */
startEachTestAt('2026-10-31T11:00:00Z')

const person = (id: string, maxQty: number, minQty = 0) =>
  ({ id, kind: 'PERSON_CATEGORY', minQty, maxQty }) as Sku['variants'][number]
/** The kayak's shape: adults up to 8, children up to 6, one group of at most 8. */
const kayak = {
  type: 'GROUP_ACTIVITY',
  variants: [person('adult', 8), person('child', 6)],
  characteristics: { shape: 'SLOTS', minParticipants: 1, maxParticipants: 8 },
} as unknown as Sku

describe('fitParty: the party of a link, fitted to what one booking takes', () => {
  it('keeps a party that fits, untouched and unremarked', () => {
    expect(fitParty(kayak, { party: 'adult:2,child:1' })).toEqual({
      quantities: { adult: 2, child: 1 },
    })
  })

  it("caps a category at its own maximum and the whole party at the offer's", () => {
    expect(fitParty(kayak, { party: 'adult:14' })).toEqual({
      quantities: { adult: 8, child: 0 },
      adjusted: 8,
    })
    expect(fitParty(kayak, { party: 'adult:6,child:6' })).toEqual({
      quantities: { adult: 6, child: 2 },
      adjusted: 8,
    })
  })

  it("raises a party below the offer's minimum", () => {
    const canyoning = {
      ...kayak,
      characteristics: { ...kayak.characteristics, minParticipants: 2 },
    } as Sku
    expect(fitParty(canyoning, { party: 'adult:1' })).toEqual({
      quantities: { adult: 2, child: 0 },
      adjusted: 2,
    })
  })

  it("takes the overview's head count as the first category, the party of the URL first", () => {
    expect(fitParty(kayak, { people: 5 })).toEqual({ quantities: { adult: 5, child: 0 } })
    expect(fitParty(kayak, { people: 12 }).adjusted).toBe(8)
    expect(fitParty(kayak, { party: 'adult:1,child:1', people: 5 }).quantities).toEqual({
      adult: 1,
      child: 1,
    })
  })
})

describe('firstShownDay: the month the calendar opens on', () => {
  it("is the next available date's when that lies ahead, else today's", () => {
    expect(firstShownDay('2026-11-28', '2026-12-01')).toBe('2026-12-01')
    expect(firstShownDay('2026-11-28', '2026-11-28')).toBe('2026-11-28')
    expect(firstShownDay('2026-11-28', '2026-11-01')).toBe('2026-11-28')
    expect(firstShownDay('2026-11-28', undefined)).toBe('2026-11-28')
  })

  it("runs alone from its source, as index.html's boot script inlines it", () => {
    const inlined = new Function(`return (${String(firstShownDay)})`)() as typeof firstShownDay
    expect(inlined('2026-11-28', '2026-12-01')).toBe('2026-12-01')
    expect(inlined('2026-11-28', null)).toBe('2026-11-28')
  })
})

describe('the listing page', () => {
  it('opens the calendar on the month of the next date, not on an empty one', async () => {
    await renderApp('/en/listing/cheese-making-workshop')
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    expect(await region.findByRole('grid', { name: 'November 2026' })).toBeInTheDocument()
    expect(await region.findByRole('button', { name: /^Tuesday, 3 November 2026/ })).toBeEnabled()
  })

  it('books the party the overview was filtered for, written as the party in the URL', async () => {
    const { router } = await renderApp('/en/listing/lake-kayak-brienz?people=5')
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    expect(await region.findByRole('spinbutton', { name: /^Adults/ })).toHaveValue(5)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ party: 'adult:5' }))
    expect(router.state.location.search).not.toHaveProperty('people')
    expect(region.queryByText(/to fit this offer/)).toBeNull()
  })

  it('a party larger than the offer takes is capped in the URL and said so, politely', async () => {
    const { router } = await renderApp('/en/listing/lake-kayak-brienz?party=adult:14')
    const region = within(await screen.findByRole('region', { name: 'Book' }))
    expect(await region.findByRole('spinbutton', { name: /^Adults/ })).toHaveValue(8)
    expect(
      region.getByText('We have set the number of participants to 8 to fit this offer.'),
    ).toHaveAttribute('role', 'status')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ party: 'adult:8' }))
  })
})
