import { readFileSync } from 'node:fs'
import { expect as baseExpect, type Page } from '@playwright/test'
import { test, expectNoA11yViolations } from './fixtures'
import { API, api } from './shop-helpers'

// Goods are collected at the shop, never shipped: the visitor reads where and when before
// buying, in the checkout's review, after paying and on the booking page, and the total is the
// goods' price alone. Seed: the hiking map, CHF 24.90, 2.6 % VAT, collected at Höheweg 37.
const expect = baseExpect.configure({ timeout: 15_000 })
type Lang = 'de' | 'en' | 'fr'

const TEXT = {
  de: {
    pickup: 'Abholung',
    only: 'Nur Abholung, kostenlos; kein Versand.',
    place: 'Abholen bei: Laden Alpenblick, Höheweg 37, 3800 Interlaken',
    hours: 'Montag bis Freitag 8.30–18.30 Uhr',
    now: 'Jetzt bezahlen',
    terms: /Ich akzeptiere/,
    buyFor: (amount: string) => `Jetzt für ${amount} kaufen`,
    provider: 'Testzahlung',
    pay: 'Bezahlen',
    booked: 'Kauf erfolgreich',
    manage: 'Buchung verwalten',
    vat: 'inkl. 2.6 % MWST',
  },
  en: {
    pickup: 'Pick-up',
    only: 'Pick-up only, free of charge; no shipping.',
    place: 'Collect at: Alpenblick shop, Höheweg 37, 3800 Interlaken',
    hours: 'Monday to Friday 8:30 am – 6:30 pm',
    now: 'Pay now',
    terms: /I accept/,
    buyFor: (amount: string) => `Buy now for ${amount}`,
    provider: 'Test payment',
    pay: 'Pay',
    booked: 'Purchase successful',
    manage: 'Manage your booking',
    vat: 'incl. 2.6 % VAT',
  },
  fr: {
    pickup: 'Retrait',
    only: 'Retrait uniquement, sans frais\u00a0; pas d’envoi.',
    place: 'À retirer à\u00a0: Boutique Alpenblick, Höheweg 37, 3800 Interlaken',
    hours: 'Du lundi au vendredi de 8\u00a0h\u00a030 à 18\u00a0h\u00a030',
    now: 'Payer maintenant',
    terms: /J’accepte/,
    buyFor: (amount: string) => `Acheter maintenant pour ${amount}`,
    provider: 'Paiement de test',
    pay: 'Payer',
    booked: 'Achat réussi',
    manage: 'Gérer votre réservation',
    vat: 'dont TVA 2,6 %',
  },
} satisfies Record<Lang, unknown>

const money = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(`${lang}-CH`, { style: 'currency', currency: 'CHF' }).format(amount / 100)
/** A text as a pattern whose spaces match any space (Intl writes narrow no-break spaces). */
const loose = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'))

/** The contract's example contact (docs/api/examples), as other specs use it. */
const CONTACT_INPUT = JSON.parse(
  readFileSync(new URL('../docs/api/examples/contact-input.json', import.meta.url), 'utf8'),
) as unknown

/** The pick-up as one visitor reads it: only pick-up, free, where, and the first opening hours. */
async function expectPickup(page: Page, lang: Lang) {
  const text = TEXT[lang]
  for (const line of [text.only, text.place, text.hours])
    await expect(page.getByText(line, { exact: true }).filter({ visible: true })).toBeVisible()
}

for (const lang of ['de', 'en', 'fr'] as const) {
  const text = TEXT[lang]
  test(`goods (${lang}): pick-up place and hours from the listing to the booking page, nothing added to the total`, async ({
    page,
    mockSession: _,
  }) => {
    const total = money(2490, lang)
    const vat = loose(`${text.vat} ${money(63, lang)}`)

    await page.goto(`/${lang}/listing/hiking-map-jungfrau`)
    await expect(page.getByRole('term').filter({ hasText: text.pickup })).toBeVisible()
    await expectPickup(page, lang)
    await expectNoA11yViolations(page, `goods listing: pick-up (${lang})`)

    const client = await api(page)
    const { data: cart } = await client.post(`${API}/carts`)
    await client.post(`${API}/carts/${cart.id}/items`, {
      skuId: 'sku-map',
      lines: [{ variantId: 'map', quantity: 1 }],
    })
    await client.put(`${API}/carts/${cart.id}/checkout/contact`, CONTACT_INPUT)
    await page.goto(`/${lang}/checkout/${cart.id}?step=payment`)
    await expectPickup(page, lang)
    await expect(page.getByText(vat).filter({ visible: true })).toBeVisible()
    await page.getByRole('radio', { name: text.now }).check()
    await page.getByRole('checkbox', { name: text.terms }).check()
    await expectNoA11yViolations(page, `goods checkout review: pick-up (${lang})`)
    await page.getByRole('button', { name: loose(text.buyFor(total)) }).click()

    await expect(page.getByRole('heading', { level: 1, name: text.provider })).toBeVisible()
    await expect(page.getByText(loose(total)).first()).toBeVisible()
    await page.getByRole('button', { name: text.pay, exact: true }).click()

    await expect(page.getByRole('heading', { level: 1, name: text.booked })).toBeVisible()
    await expectPickup(page, lang)
    await expect(page.getByText(vat)).toBeVisible()
    await expectNoA11yViolations(page, `goods success: pick-up (${lang})`)

    await page.getByRole('link', { name: text.manage }).click()
    await expect(page.getByRole('term').filter({ hasText: text.pickup })).toBeVisible()
    await expectPickup(page, lang)
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: loose(total) })
        .first(),
    ).toBeVisible()
    // Goods have no start: no activity's cancellation policy ("… before the start").
    await expect(
      page.getByText(/Annullierung bis|cancellation up to|Annulation gratuite/),
    ).toHaveCount(0)
    await expectNoA11yViolations(page, `goods booking page: pick-up (${lang})`)
  })
}
