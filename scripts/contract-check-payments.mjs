/**
 * The conformance check's part for deposits, gift vouchers and the right of withdrawal
 * (docs/api/README.md, "Deposits", "Gift vouchers and discount codes", "Right of withdrawal").
 * Called by scripts/contract-check.mjs with its helpers; each check says what it needs on a
 * backend other than the mock (a listing with a deposit, a gift voucher code, a booking).
 */
const API = '/api/webshop/v1'
const addDays = (date, n) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

export async function checkPayments(t) {
  const { check, expectAnswer, expectCode, expectThat, shop, isMock, opts, randomKey } = t
  const call = (method, template, path, status, options) =>
    expectAnswer(shop, method, `${API}${template}`, `${API}${path}`, status, options)
  const returnUrl = `${t.returnOrigin}/en/checkout/x/success`

  /** A cart with `skuId`'s first person category for `people` on `slotId`, details and contact. */
  async function readyCart(sku, slotId, people) {
    const cartId = (await call('post', '/carts', '/carts', 201)).json.data.id
    const variant = sku.variants.find((v) => v.kind === 'PERSON_CATEGORY')
    const added = await call('post', '/carts/{cart}/items', `/carts/${cartId}/items`, 200, {
      body: { skuId: sku.id, slotId, lines: [{ variantId: variant.id, quantity: people }] },
    })
    const item = added.json.data.items[0]
    await call('patch', '/carts/{cart}/items/{item}', `/carts/${cartId}/items/${item.id}`, 200, {
      body: {
        participants: item.participants.map((p) => ({
          id: p.id,
          variantId: p.variantId,
          firstname: 'Contract',
          surname: 'Check',
          ...(sku.requiredFields.includes('birthdate') ? { birthdate: '1990-05-17' } : {}),
          ...(sku.requiredFields.includes('weightKg') ? { weightKg: 70 } : {}),
        })),
      },
    })
    await call('put', '/carts/{cart}/checkout/contact', `/carts/${cartId}/checkout/contact`, 200, {
      body: t.CONTACT,
    })
    return cartId
  }

  await check(
    'gift vouchers: a discount code never buys one (422 VOUCHER_NOT_APPLICABLE)',
    async () => {
      const discount = opts['discount-code'] ?? (isMock ? 'SOMMER-50' : undefined)
      if (!discount) return 'needs --discount-code <code>'
      const voucherListing = (t.state.listings ?? []).find((l) => /voucher|gutschein/i.test(l.slug))
      if (!voucherListing) return 'no gift voucher listing found'
      const detail = await call('get', '/listings/{slug}', `/listings/${voucherListing.slug}`, 200)
      const sku = detail.json.data.skus.find((s) => s.type === 'VOUCHER')
      const variant = sku?.variants.find((v) => v.kind === 'VOUCHER_FIXED')
      if (!variant) return `${voucherListing.slug} has no fixed-amount gift voucher`
      const cartId = (await call('post', '/carts', '/carts', 201)).json.data.id
      await call('post', '/carts/{cart}/items', `/carts/${cartId}/items`, 200, {
        body: { skuId: sku.id, lines: [{ variantId: variant.id, quantity: 1 }] },
      })
      const refused = await call(
        'post',
        '/carts/{cart}/vouchers',
        `/carts/${cartId}/vouchers`,
        422,
        {
          body: { code: discount },
        },
      )
      expectCode(refused, 'VOUCHER_NOT_APPLICABLE')
      expectThat(refused.json.errors?.code, 'the refusal is not on the field code')
    },
  )

  await check(
    'gift vouchers: money after VAT; the VAT lines stay those of the full price',
    async () => {
      const code = opts['gift-voucher'] ?? (isMock ? 'GV-GIFT-0100' : undefined)
      if (!code) return 'needs --gift-voucher <code> (an unused gift voucher)'
      const b = t.state.booking
      if (!b) return 'no bookable slot found'
      const cartId = await readyCart(b.sku, b.slot.id, 1)
      const before = (await call('get', '/carts/{cart}', `/carts/${cartId}`, 200)).json.data
      const after = (
        await call('post', '/carts/{cart}/vouchers', `/carts/${cartId}/vouchers`, 200, {
          body: { code },
        })
      ).json.data
      const line = after.giftVouchers?.find((g) => g.code === code)
      expectThat(line, `no giftVouchers line for ${code}: ${JSON.stringify(after.giftVouchers)}`)
      expectThat(after.vouchers.length === 0, 'a gift voucher is listed among the discount codes')
      expectThat(
        after.totals.total.amount === before.totals.total.amount &&
          JSON.stringify(after.totals.vat) === JSON.stringify(before.totals.vat),
        `total or VAT changed with a gift voucher: ${JSON.stringify(before.totals)} → ${JSON.stringify(after.totals)}`,
      )
      expectThat(
        after.totals.openAmount.amount === after.totals.total.amount - line.applied.amount,
        `openAmount ${after.totals.openAmount.amount} is not total minus the gift voucher`,
      )
    },
  )

  await check(
    'deposit: offered beside full payment, paid through the provider, rest open (order and link)',
    async () => {
      const slug = opts['deposit-listing'] ?? (isMock ? 'paragliding-tandem-flight' : undefined)
      if (!slug) return 'needs --deposit-listing <slug> (a listing offering a deposit)'
      const detail = await call('get', '/listings/{slug}', `/listings/${slug}`, 200)
      const sku = detail.json.data.skus.find((s) => s.characteristics.shape === 'SLOTS')
      const from = addDays(new Date().toISOString().slice(0, 10), 14)
      const days = await call(
        'get',
        '/listings/{slug}/availability',
        `/listings/${slug}/availability?sku=${sku.id}&from=${from}&to=${addDays(from, 30)}&quantity=2`,
        200,
      )
      const open = days.json.data.find((d) => d.status === 'AVAILABLE' || d.status === 'STOCK_LOW')
      if (!open) return `${slug} has no day for two 14 to 44 days ahead`
      const slots = await call(
        'get',
        '/listings/{slug}/slots',
        `/listings/${slug}/slots?sku=${sku.id}&date=${open.date}&quantity=2`,
        200,
      )
      const slot = slots.json.data.find((s) => s.amountLeft >= 2)
      const cartId = await readyCart(sku, slot.id, 2)
      const checkout = await call('get', '/carts/{cart}/checkout', `/carts/${cartId}/checkout`, 200)
      const offer = checkout.json.data.deposit
      expectThat(offer, `${slug}: the checkout names no deposit`)
      const submit = { paymentMethod: 'NOW', termsAccepted: true, returnUrl, deposit: true }
      const path = `/carts/${cartId}/checkout/submit`
      const both = await call('post', '/carts/{cart}/checkout/submit', path, 422, {
        body: { ...submit, splitBill: true },
        key: randomKey(),
      })
      expectCode(both, 'SPLIT_BILL_WITH_DEPOSIT')
      const placed = await call('post', '/carts/{cart}/checkout/submit', path, 201, {
        body: submit,
        key: randomKey(),
      })
      const { order, next } = placed.json.data
      expectThat(next.type === 'REDIRECT', `next is ${next.type}`)
      expectThat(
        order.deposit?.status === 'AWAITING_DEPOSIT',
        `order.deposit ${JSON.stringify(order.deposit)}`,
      )
      const payment = order.payments.at(-1)
      expectThat(
        payment?.amount.amount === offer.deposit.amount,
        `the payment takes ${payment?.amount.amount}, the deposit is ${offer.deposit.amount}`,
      )
      if (!isMock) return 'paying the deposit at the provider is not automated on this server'
      await fetch(new URL(`/mock-payment/${payment.id}/pay`, t.base), {
        method: 'POST',
        redirect: 'manual',
      })
      const read = await call('get', '/orders/{token}', `/orders/${order.token}`, 200)
      const paid = read.json.data
      expectThat(paid.deposit?.status === 'REST_OPEN', `after the deposit: ${paid.deposit?.status}`)
      expectThat(paid.totals.openAmount.amount === offer.rest.amount, 'open is not the rest')
      // The booking's payment link says the same: paid, open and by when.
      const booking = (await call('get', '/bookings/{token}', `/bookings/${order.token}`, 200)).json
        .data
      const linkToken = booking.paymentLinkToken
      expectThat(linkToken, 'the booking names no payment link for the rest')
      const link = (await call('get', '/payment-links/{token}', `/payment-links/${linkToken}`, 200))
        .json.data
      expectThat(
        link.booking.deposit?.restDueAt === offer.restDueAt &&
          link.booking.deposit?.rest.amount === offer.rest.amount &&
          link.booking.openAmount.amount === offer.rest.amount,
        `the payment link's deposit ${JSON.stringify(link.booking.deposit)}`,
      )
      const rest = await call(
        'post',
        '/orders/{token}/payments',
        `/orders/${order.token}/payments`,
        201,
        {
          body: { returnUrl, onlineMethod: 'TWINT' },
          key: randomKey(),
        },
      )
      expectThat(rest.json.data.payment.amount.amount === offer.rest.amount, 'the rest payment')
    },
  )

  await check(
    'withdrawal: named per item, quote, confirm step, acknowledgement, refusals',
    async () => {
      const token = opts['withdrawal-booking'] ?? (isMock ? 'ord-gift' : undefined)
      if (!token) return 'needs --withdrawal-booking <token> (a gift voucher bought, unused)'
      const booking = (await call('get', '/bookings/{token}', `/bookings/${token}`, 200)).json.data
      const item = booking.items.find((i) => i.withdrawal?.status === 'AVAILABLE')
      expectThat(item, `no item of ${token} names an AVAILABLE withdrawal`)
      await call(
        'get',
        '/bookings/{token}/withdrawal-quote',
        `/bookings/${token}/withdrawal-quote`,
        200,
      )
      const path = `/bookings/${token}/withdrawal`
      const unconfirmed = await call('post', '/bookings/{token}/withdrawal', path, 422, {
        body: { itemIds: [item.id] },
        key: randomKey(),
      })
      expectThat(unconfirmed.json.errors?.confirm, 'no error on confirm without confirm: true')
      const done = await call('post', '/bookings/{token}/withdrawal', path, 201, {
        body: { itemIds: [item.id], confirm: true },
        key: randomKey(),
      })
      expectThat(done.json.data.withdrawal.acknowledgement.sentTo, 'no acknowledgement')
      const again = await call('post', '/bookings/{token}/withdrawal', path, 409, {
        body: { itemIds: [item.id], confirm: true },
        key: randomKey(),
      })
      expectCode(again, 'ALREADY_WITHDRAWN')
      const used = opts['used-voucher-booking'] ?? (isMock ? 'ord-gift-used' : undefined)
      if (used) {
        const usedItem = (await call('get', '/bookings/{token}', `/bookings/${used}`, 200)).json
          .data.items[0]
        const refused = await call(
          'post',
          '/bookings/{token}/withdrawal',
          `/bookings/${used}/withdrawal`,
          409,
          {
            body: { itemIds: [usedItem.id], confirm: true },
            key: randomKey(),
          },
        )
        expectCode(refused, 'VOUCHER_REDEEMED')
      }
      const tour = opts.booking ?? (isMock ? 'ord-partial' : undefined)
      if (tour) {
        const tourItem = (await call('get', '/bookings/{token}', `/bookings/${tour}`, 200)).json
          .data.items[0]
        const refused = await call(
          'post',
          '/bookings/{token}/withdrawal',
          `/bookings/${tour}/withdrawal`,
          409,
          {
            body: { itemIds: [tourItem.id], confirm: true },
            key: randomKey(),
          },
        )
        expectCode(refused, 'NO_RIGHT_OF_WITHDRAWAL')
      }
      if (!used) return 'the used-voucher refusal needs --used-voucher-booking <token>'
    },
  )
}
