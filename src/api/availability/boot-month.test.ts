import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAvailability, getSlots } from './api'

const DAY = {
  date: '2026-06-18',
  status: 'AVAILABLE',
  priceFrom: { amount: 11900, currency: 'CHF' },
}

/** The month index.html asked for on a deep link (scripts/route-boot.ts), answering one day. */
function startedMonth(query: Record<string, unknown>) {
  window.__boot = {
    month: {
      slug: 'canyoning-saxetbach',
      query,
      response: Promise.resolve(
        new Response(JSON.stringify({ data: [DAY] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    },
  }
}

const june = { sku: 'sku-canyoning', from: '2026-06-01', to: '2026-06-30' }
const availabilityCalls = (fetched: { mock: { calls: unknown[][] } }) =>
  fetched.mock.calls.filter(([url]) => String(url).includes('/availability'))

afterEach(() => {
  delete window.__boot
})

describe('the month started by index.html', () => {
  it('is adopted by exactly its query, once: nothing is fetched', async () => {
    startedMonth(june)
    const fetched = vi.spyOn(globalThis, 'fetch')
    const days = await getAvailability('canyoning-saxetbach', {
      ...june,
      blocks: undefined,
      quantity: undefined,
    })
    expect(days).toEqual([DAY])
    expect(availabilityCalls(fetched)).toEqual([])
    expect(window.__boot?.month).toBeUndefined()
  })

  it('is left alone for another party, offer or listing (the mock API answers those)', async () => {
    startedMonth(june)
    const fetched = vi.spyOn(globalThis, 'fetch')
    await getAvailability('canyoning-saxetbach', { ...june, quantity: 2 })
    // An offer the listing does not have: the API refuses it, but it was asked.
    await expect(
      getAvailability('canyoning-saxetbach', { ...june, sku: 'sku-other' }),
    ).rejects.toThrow()
    await getAvailability('lake-kayak-brienz', { ...june, sku: undefined })
    expect(availabilityCalls(fetched)).toHaveLength(3)
    expect(window.__boot?.month?.slug).toBe('canyoning-saxetbach')
  })
})

const SLOT = {
  id: 'slot-1',
  start: '2026-06-18T09:00:00+02:00',
  end: '2026-06-18T12:00:00+02:00',
  startTime: '09:00',
  endTime: '12:00',
  status: 'AVAILABLE',
  amountLeft: 8,
}

describe("the next available day's slots started by index.html", () => {
  const day = { sku: 'sku-canyoning', date: '2026-06-18', quantity: 1 }
  const slotsCalls = (fetched: { mock: { calls: unknown[][] } }) =>
    fetched.mock.calls.filter(([url]) => String(url).includes('/slots'))

  it('are adopted by exactly their query, once; another day is asked for', async () => {
    window.__boot = {
      slots: {
        slug: 'canyoning-saxetbach',
        query: day,
        response: Promise.resolve(
          new Response(JSON.stringify({ data: [SLOT] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      },
    }
    const fetched = vi.spyOn(globalThis, 'fetch')
    await getSlots('canyoning-saxetbach', { ...day, date: '2026-06-19' })
    expect(slotsCalls(fetched)).toHaveLength(1)
    expect(await getSlots('canyoning-saxetbach', { ...day, blocks: undefined })).toEqual([SLOT])
    expect(slotsCalls(fetched)).toHaveLength(1)
    expect(window.__boot?.slots).toBeUndefined()
  })
})

describe("the first available days' slots started by index.html", () => {
  const query = (date: string) => ({ sku: 'sku-canyoning', date, quantity: 1 })
  const started = (date: string) => ({
    slug: 'canyoning-saxetbach',
    query: query(date),
    response: Promise.resolve(
      new Response(JSON.stringify({ data: [{ ...SLOT, id: `slot-${date}` }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  })
  const slotsCalls = (fetched: { mock: { calls: unknown[][] } }) =>
    fetched.mock.calls.filter(([url]) => String(url).includes('/slots'))

  it('are each adopted by exactly its query, once; another party is asked for', async () => {
    window.__boot = { days: [started('2026-06-18'), started('2026-06-19')] }
    const fetched = vi.spyOn(globalThis, 'fetch')
    // Another party's slots of a started day: asked for, the started answer kept.
    await getSlots('canyoning-saxetbach', { ...query('2026-06-19'), quantity: 3 })
    expect(slotsCalls(fetched)).toHaveLength(1)
    const second = await getSlots('canyoning-saxetbach', {
      ...query('2026-06-19'),
      blocks: undefined,
    })
    expect(second.map((slot) => slot.id)).toEqual(['slot-2026-06-19'])
    const first = await getSlots('canyoning-saxetbach', query('2026-06-18'))
    expect(first.map((slot) => slot.id)).toEqual(['slot-2026-06-18'])
    expect(slotsCalls(fetched)).toHaveLength(1)
    expect(window.__boot?.days).toEqual([])
    // Taken once: the same query again is asked for.
    await getSlots('canyoning-saxetbach', query('2026-06-18'))
    expect(slotsCalls(fetched)).toHaveLength(2)
  })
})
