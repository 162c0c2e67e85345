import { readFile } from 'node:fs/promises'
import { expect as baseExpect, type Page } from '@playwright/test'
import { test, expectNoA11yViolations } from './fixtures'
import { API, api, CONTACT_INPUT, flightWithContact, paidDepositBooking } from './shop-helpers'

// "Pay as the specification says, or a combination": a deposit now and the rest later, seen by a
// visitor in each of the shop's languages. Seed: the tandem flight takes CHF 50 a passenger.
const expect = baseExpect.configure({ timeout: 15_000 })
type Lang = 'de' | 'en' | 'fr'

const TEXT = {
  de: {
    now: 'Jetzt bezahlen',
    full: 'Vollständig bezahlen',
    deposit: 'Anzahlung von',
    split: 'Jede Person bezahlt ihren eigenen Anteil',
    terms: /Ich akzeptiere/,
    submit: 'Jetzt buchen und Anzahlung von',
    provider: 'Testzahlung',
    pay: 'Bezahlen',
    booked: 'Buchung erfolgreich',
    open: (rest: string, date: string) => `Der Rest von ${rest} ist offen, fällig bis ${date}.`,
    paid: (deposit: string) => `Anzahlung von ${deposit} bezahlt.`,
    calendar: 'Zum Kalender hinzufügen',
    manage: 'Buchung verwalten',
    payOnline: (amount: string) => `${amount} online bezahlen`,
    payNow: (amount: string) => `${amount} jetzt bezahlen`,
    paymentDone: 'Zahlung erfolgreich',
    allPaid: 'Anzahlung und Rest bezahlt: Nichts ist mehr offen.',
    code: 'Gutscheincode',
    redeem: 'Einlösen',
    later: 'Später bezahlen',
    bookFor: (amount: string) => `Jetzt für ${amount} buchen`,
    gift: (code: string) => `Geschenkgutschein ${code}`,
    balance: (amount: string) => `Restguthaben darauf: ${amount}`,
    giftApplied: (code: string, amount: string, balance: string) =>
      `Geschenkgutschein ${code} eingelöst: −${amount}, Restguthaben darauf: ${balance}.`,
    toPay: 'Noch zu bezahlen',
    vat: 'inkl. 8.1 % MWST',
    notApplicable: 'Rabattcodes gelten nicht für Geschenkgutscheine',
    expired: 'Diese Buchung ist abgelaufen.',
    forfeited: (rest: string, deposit: string) =>
      `Der Rest von ${rest} wurde nicht bezahlt: Die Buchung ist storniert, die Anzahlung von ${deposit} einbehalten.`,
  },
  en: {
    now: 'Pay now',
    full: 'Pay in full',
    deposit: 'Pay a deposit of',
    split: 'Each person pays their own share',
    terms: /I accept/,
    submit: 'Book now and pay the deposit of',
    provider: 'Test payment',
    pay: 'Pay',
    booked: 'Booking successful',
    open: (rest: string, date: string) => `The rest of ${rest} is open, due by ${date}.`,
    paid: (deposit: string) => `Deposit of ${deposit} paid.`,
    calendar: 'Add to calendar',
    manage: 'Manage your booking',
    payOnline: (amount: string) => `Pay ${amount} online`,
    payNow: (amount: string) => `Pay ${amount} now`,
    paymentDone: 'Payment successful',
    allPaid: 'Deposit and rest paid: nothing is open.',
    code: 'Voucher code',
    redeem: 'Redeem',
    later: 'Pay later',
    bookFor: (amount: string) => `Book now for ${amount}`,
    gift: (code: string) => `Gift voucher ${code}`,
    balance: (amount: string) => `${amount} stays on it`,
    giftApplied: (code: string, amount: string, balance: string) =>
      `Gift voucher ${code} redeemed: −${amount}, ${balance} stays on it.`,
    toPay: 'Still to pay',
    vat: 'incl. 8.1 % VAT',
    notApplicable: 'Discount codes do not apply to gift vouchers',
    expired: 'This booking has expired.',
    forfeited: (rest: string, deposit: string) =>
      `The rest of ${rest} was not paid: the booking is cancelled and the deposit of ${deposit} kept.`,
  },
  fr: {
    now: 'Payer maintenant',
    full: 'Payer la totalité',
    deposit: 'Payer un acompte de',
    split: 'Chaque personne paie sa propre part',
    terms: /J’accepte/,
    submit: 'Réserver et payer l’acompte de',
    provider: 'Paiement de test',
    pay: 'Payer',
    booked: 'Réservation réussie',
    open: (rest: string, date: string) =>
      `Le reste de ${rest} est ouvert, à payer d’ici au ${date}.`,
    paid: (deposit: string) => `Acompte de ${deposit} payé.`,
    calendar: 'Ajouter au calendrier',
    manage: 'Gérer votre réservation',
    payOnline: (amount: string) => `Payer ${amount} en ligne`,
    payNow: (amount: string) => `Payer ${amount} maintenant`,
    paymentDone: 'Paiement réussi',
    allPaid: 'Acompte et reste payés : plus rien n’est ouvert.',
    code: 'Code du bon',
    redeem: 'Utiliser',
    later: 'Payer plus tard',
    bookFor: (amount: string) => `Réserver maintenant pour ${amount}`,
    gift: (code: string) => `Bon cadeau ${code}`,
    balance: (amount: string) => `Solde restant sur le bon : ${amount}`,
    giftApplied: (code: string, amount: string, balance: string) =>
      `Bon cadeau ${code} utilisé : −${amount}, solde restant sur le bon : ${balance}.`,
    toPay: 'Reste à payer',
    vat: 'dont TVA 8,1 %',
    notApplicable: 'Les codes de réduction ne s’appliquent pas aux bons cadeaux',
    expired: 'Cette réservation a expiré.',
    forfeited: (rest: string, deposit: string) =>
      `Le reste de ${rest} n’a pas été payé : la réservation est annulée et l’acompte de ${deposit} conservé.`,
  },
} satisfies Record<Lang, unknown>

const money = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(`${lang}-CH`, { style: 'currency', currency: 'CHF' }).format(amount / 100)
const dueDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(`${lang}-CH`, { dateStyle: 'long', timeZone: 'Europe/Zurich' }).format(
    new Date(iso),
  )
/** A text as a pattern whose spaces match any space (Intl writes narrow no-break spaces). */
const loose = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'))

/** The tandem flight for two, ten days ahead, names and contact given: at the payment step. */
async function flightAtPaymentStep(page: Page, lang: Lang) {
  const { cartId, client } = await flightWithContact(page)
  const { data: checkout } = await client.get(`${API}/carts/${cartId}/checkout`)
  await page.goto(`/${lang}/checkout/${cartId}?step=payment`)
  return checkout.deposit as {
    deposit: { amount: number }
    rest: { amount: number }
    restDueAt: string
  }
}

for (const lang of ['de', 'en', 'fr'] as const) {
  const text = TEXT[lang]
  test(`deposit (${lang}): the deposit now through the provider, the rest shown and paid from the booking page`, async ({
    page,
    mockSession: _,
  }) => {
    const offer = await flightAtPaymentStep(page, lang)
    const deposit = money(offer.deposit.amount, lang)
    const rest = money(offer.rest.amount, lang)
    const date = dueDate(offer.restDueAt, lang)
    expect(offer.deposit.amount).toBe(10_000)

    await page.getByRole('radio', { name: text.now }).check()
    const full = page.getByRole('radio', { name: text.full })
    const byDeposit = page.getByRole('radio', { name: loose(`${text.deposit} ${deposit}`) })
    await expect(full).toBeChecked()
    await expect(byDeposit).toHaveAccessibleName(loose(`(${rest})`))
    await expect(byDeposit).toHaveAccessibleName(loose(date))
    // Full payment may be split among the passengers; a deposit may not, so it is not offered.
    const split = page.getByRole('checkbox', { name: text.split })
    await expect(split).toBeVisible()
    // By keyboard: the arrow moves the choice within the group.
    await full.focus()
    await page.keyboard.press('ArrowDown')
    await expect(byDeposit).toBeChecked()
    await expect(byDeposit).toBeFocused()
    await expect(split).toHaveCount(0)
    await page.getByRole('checkbox', { name: text.terms }).check()
    await expectNoA11yViolations(page, `payment step: deposit (${lang})`)
    const submit = page.getByRole('button', { name: loose(`${text.submit} ${deposit}`) })
    await submit.focus()
    await page.keyboard.press('Enter')

    // The provider takes the deposit only.
    await expect(page.getByRole('heading', { level: 1, name: text.provider })).toBeVisible()
    await expect(page.getByText(loose(deposit)).first()).toBeVisible()
    await page.getByRole('button', { name: text.pay, exact: true }).click()

    await expect(page.getByRole('heading', { level: 1, name: text.booked })).toBeVisible()
    await expect(page.getByText(loose(text.paid(deposit)))).toBeVisible()
    await expect(page.getByText(loose(text.open(rest, date)))).toBeVisible()
    await expectNoA11yViolations(page, `success page: deposit (${lang})`)
    // The calendar file says what is open and by when.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.calendar }).click(),
    ])
    const ics = (await readFile((await download.path())!, 'utf8'))
      .replace(/\r\n /g, '')
      .replace(/\\([,;\\])/g, '$1')
    expect(ics).toMatch(loose(text.open(rest, date)))

    // The booking page (the confirmation e-mail's link) shows it too and pays the rest.
    await page.getByRole('link', { name: text.manage }).click()
    await expect(page.getByText(loose(text.open(rest, date)))).toBeVisible()
    const bookingPage = page.url()
    await expectNoA11yViolations(page, `booking page: deposit (${lang})`)
    await page.getByRole('link', { name: loose(text.payOnline(rest)) }).click()
    // The payment link says what is paid, what is open and by when, and pays it by keyboard.
    await expect(page.getByText(loose(text.open(rest, date)))).toBeVisible()
    await expect(page.getByText(loose(text.paid(deposit)))).toBeVisible()
    await expectNoA11yViolations(page, `payment link: deposit (${lang})`)
    await page.getByRole('button', { name: loose(text.payNow(rest)) }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: text.provider })).toBeVisible()
    await page.getByRole('button', { name: text.pay, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.paymentDone })).toBeVisible()
    await page.goto(bookingPage)
    await expect(page.getByText(loose(text.allPaid))).toBeVisible()
  })
}

for (const lang of ['de', 'en', 'fr'] as const) {
  const text = TEXT[lang]
  test(`deposit (${lang}): a rest unpaid 48 hours past its date: the payment link says the booking is cancelled and the deposit kept`, async ({
    page,
    mockSession: _,
  }) => {
    const { client, booking } = await paidDepositBooking(page, lang)
    const schedule = booking.deposit as {
      deposit: { amount: number }
      rest: { amount: number }
      cancelsAt: string
    }
    // The session's clock past the grace after the rest's due date.
    const state = (await (await page.request.get('/api/__mock/state')).json()) as {
      data: { now: string }
    }
    const minutes = Math.ceil(
      (Date.parse(schedule.cancelsAt) - Date.parse(state.data.now)) / 60_000,
    )
    await client.control('clock', { advanceMinutes: minutes + 1 })

    await page.goto(`/${lang}/aftersales/payment/${booking.paymentLinkToken}`)
    await expect(page.getByRole('heading', { level: 1, name: text.expired })).toBeVisible()
    await expect(
      page.getByText(
        loose(
          text.forfeited(money(schedule.rest.amount, lang), money(schedule.deposit.amount, lang)),
        ),
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(text.pay) })).toHaveCount(0)
    await expectNoA11yViolations(page, `payment link: deposit forfeited (${lang})`)
  })
}

/** Redeems a code in the payment step's voucher form, as a visitor types it. */
async function redeem(page: Page, lang: Lang, code: string) {
  await page.getByRole('textbox', { name: TEXT[lang].code }).fill(code)
  await page.getByRole('button', { name: TEXT[lang].redeem, exact: true }).click()
}

for (const lang of ['de', 'en', 'fr'] as const) {
  const text = TEXT[lang]
  test(`gift vouchers (${lang}): two pay part of the flight below its full VAT, their balances on the booking page`, async ({
    page,
    mockSession: _,
  }) => {
    await flightAtPaymentStep(page, lang)
    const summary = page.getByRole('complementary').locator('.checkout-summary__totals')
    const total = money(34_000, lang)
    await expect(summary).toContainText(loose(total))
    const vat = (await summary.locator('.checkout-summary__vat').textContent()) ?? ''
    expect(vat).toMatch(loose(text.vat))

    await redeem(page, lang, 'GV-REST-0040')
    await expect(page.getByRole('status').filter({ hasText: 'GV-REST-0040' })).toHaveText(
      loose(text.giftApplied('GV-REST-0040', money(4_000, lang), money(0, lang))),
    )
    await redeem(page, lang, 'GV-GIFT-0100')
    // The list of redeemed codes names each gift voucher once, in its label.
    const listed = page
      .locator('.checkout-voucher__list li > span')
      .filter({ hasText: 'GV-GIFT-0100' })
    await expect(listed).toContainText(loose(text.gift('GV-GIFT-0100')))
    expect(((await listed.textContent()) ?? '').split('GV-GIFT-0100')).toHaveLength(2)
    const gift = summary.locator('.gift-voucher-row').filter({ hasText: 'GV-GIFT-0100' })
    await expect(gift).toContainText(loose(text.gift('GV-GIFT-0100')))
    await expect(gift).toContainText(loose(`−${money(10_000, lang)}`))
    await expect(gift).toContainText(loose(text.balance(money(0, lang))))
    await expect(
      summary.locator('.gift-voucher-row').filter({ hasText: 'GV-REST-0040' }),
    ).toContainText(loose(`−${money(4_000, lang)}`))
    // A means of payment: the total and its VAT stay those of the full price.
    await expect(summary.locator('.checkout-summary__total')).toContainText(loose(total))
    await expect(summary.locator('.checkout-summary__vat')).toHaveText(vat)
    const open = money(20_000, lang)
    await expect(summary.locator('.gift-voucher-row--open')).toContainText(
      loose(`${text.toPay}${open}`),
    )
    await expectNoA11yViolations(page, `payment step: gift vouchers (${lang})`)

    await page.getByRole('radio', { name: text.later }).check()
    await page.getByRole('checkbox', { name: text.terms }).check()
    await page.getByRole('button', { name: loose(text.bookFor(open)) }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.booked })).toBeVisible()
    await expect(page.getByText(loose(text.gift('GV-GIFT-0100')))).toBeVisible()

    await page.getByRole('link', { name: text.manage }).click()
    const amounts = page.locator('.payment-amounts')
    await expect(amounts).toContainText(loose(text.gift('GV-GIFT-0100')))
    await expect(amounts).toContainText(loose(text.gift('GV-REST-0040')))
    await expect(amounts).toContainText(loose(text.balance(money(0, lang))))
    await expect(amounts.locator('.payment-amounts__open')).toContainText(loose(open))
    await expectNoA11yViolations(page, `booking page: gift vouchers (${lang})`)
  })

  test(`gift vouchers (${lang}): a discount code on a cart of gift vouchers only is refused in words`, async ({
    page,
    mockSession: _,
  }) => {
    const client = await api(page)
    const { data: cart } = await client.post(`${API}/carts`)
    await client.post(`${API}/carts/${cart.id}/items`, {
      skuId: 'sku-voucher',
      lines: [{ variantId: 'voucher-100', quantity: 1 }],
      voucherDetails: { recipientName: 'Carla Gast' },
    })
    await client.put(`${API}/carts/${cart.id}/checkout/contact`, CONTACT_INPUT)
    await page.goto(`/${lang}/checkout/${cart.id}?step=payment`)
    await redeem(page, lang, 'SOMMER-50')
    const field = page.getByRole('textbox', { name: text.code })
    await expect(field).toHaveAccessibleDescription(loose(text.notApplicable))
    await expect(page.getByRole('complementary').locator('.checkout-summary__total')).toContainText(
      loose(money(10_000, lang)),
    )
    await expectNoA11yViolations(page, `payment step: discount code refused (${lang})`)
  })
}

const WITHDRAW = {
  de: {
    here: 'Vertrag widerrufen',
    confirm: 'Widerruf bestätigen',
    refund: 'Rückerstattung',
    received: 'Widerruf eingegangen am',
    sentTo: (email: string) => `an ${email} gesendet`,
    withdrawn: 'widerrufen am',
    recipient: 'Für Beat Muster',
    message: 'Nachricht: Alles Gute zum Geburtstag!',
    validUntil: 'Gültig bis',
    pdf: 'Gutschein GV-GIFT-0100 herunterladen (PDF)',
  },
  en: {
    here: 'Withdraw from contract here',
    confirm: 'Confirm withdrawal',
    refund: 'Refund',
    received: 'Withdrawal received on',
    sentTo: (email: string) => `was sent to ${email}`,
    withdrawn: 'withdrawn on',
    recipient: 'For Beat Muster',
    message: 'Message: Alles Gute zum Geburtstag!',
    validUntil: 'Valid until',
    pdf: 'Download voucher GV-GIFT-0100 (PDF)',
  },
  fr: {
    here: 'Renoncer au contrat ici',
    confirm: 'Confirmer la rétractation',
    refund: 'Remboursement',
    received: 'Rétractation reçue le',
    sentTo: (email: string) => `envoyé à ${email}`,
    withdrawn: 'rétractation effectuée le',
    recipient: 'Pour Beat Muster',
    message: 'Message : Alles Gute zum Geburtstag!',
    validUntil: 'Valable jusqu’au',
    pdf: 'Télécharger le bon GV-GIFT-0100 (PDF)',
  },
} satisfies Record<Lang, unknown>

for (const lang of ['de', 'en', 'fr'] as const) {
  const text = WITHDRAW[lang]
  test(`withdrawal (${lang}): a gift voucher withdrawn from the e-mail's link, confirmed, acknowledged and sent`, async ({
    page,
    mockSession: _,
  }) => {
    const client = await api(page)
    const { data: booking } = await client.get(`${API}/bookings/ord-gift`)
    const email: string = booking.customer.email
    await page.goto(`/${lang}/aftersales/booking/ord-gift`)
    await expect(page.getByRole('heading', { level: 2, name: text.here })).toBeVisible()
    // The voucher bought: for whom, the message, until when, and its PDF by keyboard.
    const bought = page.locator('.issued-voucher')
    await expect(bought).toContainText(text.recipient)
    await expect(bought.getByText(loose(text.message))).toBeVisible()
    await expect(bought).toContainText(text.validUntil)
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: text.pdf }).focus()
        await page.keyboard.press('Enter')
      })(),
    ])
    expect(pdf.suggestedFilename()).toBe('gift-voucher-GV-GIFT-0100.pdf')
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-')
    const open = page.getByRole('button', { name: text.here })
    await open.focus()
    await page.keyboard.press('Enter')

    // The second step: the item chosen, what comes back and which code stops working.
    const item = page.locator('.manage-withdrawal').getByRole('checkbox')
    await expect(item).toBeChecked()
    await expect(page.locator('.manage-withdrawal .payment-amounts')).toContainText(text.refund)
    await expect(page.locator('.manage-withdrawal .payment-amounts')).toContainText('GV-GIFT-0100')
    await expectNoA11yViolations(page, `booking page: withdrawal confirmation (${lang})`)
    const confirm = page.getByRole('button', { name: text.confirm })
    await confirm.focus()
    await page.keyboard.press('Enter')

    const ack = page.getByRole('status').filter({ hasText: text.received })
    await expect(ack).toContainText(text.sentTo(email))
    await expect(ack).toContainText(/\d{1,2}:\d{2}/)
    await expect(page.getByText(text.withdrawn)).toBeVisible()
    await expect(page.getByRole('button', { name: text.here })).toHaveCount(0)
    await expectNoA11yViolations(page, `booking page: withdrawal acknowledged (${lang})`)
    const outbox = await page.request.get(`/api/__mock/outbox?to=${encodeURIComponent(email)}`)
    const mails = ((await outbox.json()) as { data: { kind: string }[] }).data
    expect(mails.map((mail) => mail.kind)).toContain('WITHDRAWAL_RECEIVED')
  })
}

test('withdrawal: a used gift voucher says why it cannot be withdrawn; a dated tour shows its cancellation policy instead', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/en/aftersales/booking/ord-gift-used')
  await expect(
    page.getByText('cannot be withdrawn: the gift voucher has already been used, even partly.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw from contract here' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'booking page: used gift voucher')

  const client = await api(page)
  const { data: tour } = await client.get(`${API}/bookings/ord-paid`)
  await page.goto('/en/aftersales/booking/ord-paid')
  await expect(page.getByText(tour.rules.cancellation.text)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Withdraw from contract here' })).toHaveCount(0)
})
