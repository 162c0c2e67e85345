import { describe, expect, it } from 'vitest'
import { getSlots } from '../availability/api'
import { addCartItem, applyVoucher, createCart } from './api'
import { CartSchema } from './schema'
import * as v from 'valibot'
import { startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

/** VAT contained in a gross amount at a rate in percent, to the Rappen. */
const included = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate))

describe('VAT lines of a cart (#14)', () => {
  it('states the VAT included per rate: tours 8.1 %, printed maps 2.6 %, gift vouchers none', async () => {
    const cart = await createCart()
    const [slot] = await getSlots('canyoning-saxetbach', {
      sku: 'sku-canyoning',
      date: '2026-07-10',
    })
    await addCartItem(cart.id, {
      skuId: 'sku-canyoning',
      slotId: slot!.id,
      lines: [{ variantId: 'adult', quantity: 1 }],
    })
    await addCartItem(cart.id, { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 1 }] })
    const full = await addCartItem(cart.id, {
      skuId: 'sku-voucher',
      lines: [{ variantId: 'voucher-100', quantity: 1 }],
    })
    expect(v.is(CartSchema, full)).toBe(true)
    const tour = full.items[0]!.price.amount
    const map = full.items[1]!.price.amount
    expect(map).toBe(2490)
    expect(full.totals.vat).toEqual([
      { rate: 8.1, amount: { amount: included(tour, 8.1), currency: 'CHF' } },
      { rate: 2.6, amount: { amount: included(map, 2.6), currency: 'CHF' } },
    ])
  })

  it('after a voucher: the VAT of what is paid, the discount shared out over the rates', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 4 }] })
    const discounted = await applyVoucher(cart.id, 'SOMMER-50')
    expect(discounted.totals.total.amount).toBe(4960)
    expect(discounted.totals.vat).toEqual([
      { rate: 2.6, amount: { amount: included(4960, 2.6), currency: 'CHF' } },
    ])
    // CHF 49.60 gross holds CHF 1.26 of VAT at 2.6 %.
    expect(included(4960, 2.6)).toBe(126)
  })

  it('a cart of gift vouchers only states no VAT', async () => {
    const cart = await createCart()
    const added = await addCartItem(cart.id, {
      skuId: 'sku-voucher',
      lines: [{ variantId: 'voucher-100', quantity: 1 }],
    })
    expect(added.totals.vat).toEqual([])
  })
})
