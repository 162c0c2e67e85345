import { expect as baseExpect } from '@playwright/test'
import { test, expectNoA11yViolations } from './fixtures'
import { API, api } from './shop-helpers'

// Birthdates are checked where the visitor enters them: against the person's category and the
// offer's minimum age on the activity's day, in the visitor's language.
const expect = baseExpect.configure({ timeout: 15_000 })

test('a six-year-old as a youth on the 14+ canyoning is refused in step 1, in German', async ({
  page,
  mockSession: _,
}) => {
  const client = await api(page)
  const { data: state } = await client.get('/api/__mock/state')
  const { data: days } = await client.get(
    `${API}/listings/canyoning-saxetbach/availability?sku=sku-canyoning&from=${state.today}&to=${state.today.slice(0, 8)}28&quantity=2`,
  )
  const day = (days as { date: string; status: string }[]).find(
    (d) => d.date > state.today && d.status === 'AVAILABLE',
  )
  const { data: slots } = await client.get(
    `${API}/listings/canyoning-saxetbach/slots?sku=sku-canyoning&date=${day!.date}&quantity=2`,
  )
  const { data: cart } = await client.post(`${API}/carts`)
  await client.post(`${API}/carts/${cart.id}/items`, {
    skuId: 'sku-canyoning',
    slotId: (slots as { id: string; status: string }[]).find((s) => s.status === 'AVAILABLE')!.id,
    lines: [
      { variantId: 'adult', quantity: 1 },
      { variantId: 'youth', quantity: 1 },
    ],
  })
  await page.goto(`/de/checkout/${cart.id}?step=configuration`)
  const firstnames = page.getByRole('textbox', { name: 'Vorname', exact: true })
  const surnames = page.getByRole('textbox', { name: 'Nachname', exact: true })
  const birthdates = page.getByLabel('Geburtsdatum')
  await firstnames.nth(0).fill('Lea')
  await surnames.nth(0).fill('Müller')
  await birthdates.nth(0).fill('1985-03-01')
  await firstnames.nth(1).fill('Noah')
  await surnames.nth(1).fill('Müller')
  await birthdates.nth(1).fill('2020-06-15')
  await page.getByRole('button', { name: 'Weiter zu den Kontaktdaten' }).click()
  await expect(
    page.getByText('Am Tag der Aktivität muss diese Person zwischen 14 und 17 Jahre alt sein.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/step=configuration$/)
  await expectNoA11yViolations(page, 'checkout: a birthdate outside the category')
  await birthdates.nth(1).fill('2011-01-01')
  await page.getByRole('button', { name: 'Weiter zu den Kontaktdaten' }).click()
  await expect(page).toHaveURL(/step=contact$/)
})
