import { readFileSync } from 'node:fs'
import { expect as baseExpect, type Page } from '@playwright/test'
import { test, expectNoA11yViolations } from './fixtures'
import { API, api } from './shop-helpers'

// "Change date" on the booking page for each kind of dated offer: the times offered fit what was
// booked (the whole party, the booked duration) and every pick completes.
const expect = baseExpect.configure({ timeout: 15_000 })
const CONTACT = JSON.parse(readFileSync('docs/api/examples/contact-input.json', 'utf8')) as unknown

interface Kind {
  slug: string
  lines: Array<{ variantId: string; quantity: number }>
  blocks?: number
}

/** Books `kind` a week ahead at its first start time (pay later) through the API; its token. */
async function booked(page: Page, kind: Kind): Promise<string> {
  const client = await api(page)
  const { data: state } = await client.get('/api/__mock/state')
  const date = new Date(Date.parse(`${state.today}T12:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const { data: listing } = await client.get(`${API}/listings/${kind.slug}`)
  const sku = listing.skus[0]
  const blocks = kind.blocks ? `&blocks=${kind.blocks}` : ''
  const { data: slots } = await client.get(
    `${API}/listings/${kind.slug}/slots?sku=${sku.id}&date=${date}${blocks}`,
  )
  const { data: cart } = await client.post(`${API}/carts`)
  const { data: filled } = await client.post(`${API}/carts/${cart.id}/items`, {
    skuId: sku.id,
    slotId: slots[0].id,
    lines: kind.lines,
  })
  const item = filled.items[0]
  if (item.participants.length > 0) {
    await client.patch(`${API}/carts/${cart.id}/items/${item.id}`, {
      participants: item.participants.map((p: { id: string; variantId: string }, i: number) => ({
        id: p.id,
        variantId: p.variantId,
        firstname: ['Anna', 'Beat', 'Carla'][i],
        surname: 'Muster',
      })),
    })
  }
  await client.put(`${API}/carts/${cart.id}/checkout/contact`, CONTACT)
  const { data } = await client.post(`${API}/carts/${cart.id}/checkout/submit`, {
    paymentMethod: 'LATER',
    termsAccepted: true,
    returnUrl: '/en',
  })
  return data.order.token as string
}

/** Opens "Change date" and picks the second day with room (today's early times have passed). */
async function changeDate(page: Page, token: string) {
  await page.goto(`/en/aftersales/booking/${token}`)
  await page.getByRole('button', { name: 'Change date' }).click()
  await page
    .getByRole('button', { name: /Available/ })
    .nth(1)
    .click()
}

/** Picks the first free time, confirms and waits for the page to say the date changed. */
async function confirmFirstTime(page: Page) {
  await page.getByRole('radio', { disabled: false }).first().check()
  await expect(page.getByRole('heading', { level: 3, name: 'Your new date' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm new date' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The date has been changed.' }),
  ).toBeVisible()
}

test.describe('change date, each kind of offer', () => {
  test('a slot tour: dates with room for the whole mixed party, and the move completes', async ({
    page,
    mockSession: _,
  }) => {
    const token = await booked(page, {
      slug: 'lake-kayak-brienz',
      lines: [
        { variantId: 'adult', quantity: 2 },
        { variantId: 'child', quantity: 1 },
      ],
    })
    await changeDate(page, token)
    await expect(page.getByText('Dates with room for all 3 persons are shown.')).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expectNoA11yViolations(page, 'booking page: change date of a slot tour')
    await confirmFirstTime(page)
  })

  test('a private guide booked for 2 hours: only 2-hour start times, and the move completes', async ({
    page,
    mockSession: _,
  }) => {
    const token = await booked(page, {
      slug: 'private-mountain-guide',
      lines: [{ variantId: 'private-group', quantity: 1 }],
      blocks: 2,
    })
    await changeDate(page, token)
    await expect(page.getByTestId('reschedule-duration')).toHaveText(
      'Start times for the booked 2 hours are shown.',
    )
    // The group books the guide: no party size is claimed.
    await expect(page.getByText(/Dates with room for/)).toHaveCount(0)
    const times = page.locator('.slot__time')
    await expect(times.first()).toHaveText('08:00–10:00')
    for (const time of await times.allInnerTexts()) {
      const [start = '', end = ''] = time.split('–')
      const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
      expect(minutes(end) - minutes(start), time).toBe(120)
    }
    await expectNoA11yViolations(page, 'booking page: change date of a private guide')
    await confirmFirstTime(page)
    const items = page.getByRole('region', { name: 'What is booked' })
    await expect(items.locator('time')).toHaveText(/, 08:00–10:00$/)
  })

  test('a private photo tour per person: the party and the booked 2 hours, and the move completes', async ({
    page,
    mockSession: _,
  }) => {
    const token = await booked(page, {
      slug: 'private-photo-tour',
      lines: [{ variantId: 'adult', quantity: 2 }],
      blocks: 2,
    })
    await changeDate(page, token)
    await expect(page.getByText('Dates with room for all 2 persons are shown.')).toBeVisible()
    await expect(page.getByTestId('reschedule-duration')).toHaveText(
      'Start times for the booked 2 hours are shown.',
    )
    await expect(page.locator('.slot__time').first()).toHaveText('07:00–09:00')
    await confirmFirstTime(page)
  })
})
