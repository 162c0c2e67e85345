import type { TFunction } from 'i18next'
import type { Cart } from '@/api/carts'
import type { Checkout } from '@/api/checkout'
import { organiserShare, personsIn } from '@/features/split-bill'
import { formatMoney } from '@/lib/format'

type Deposit = NonNullable<Checkout['deposit']>

/**
 * The payment step's binding button: gift vouchers and goods are bought, not booked, so a cart
 * of nothing dated says "Buy", as its success page says "Purchase successful".
 */
export function submitLabel(
  t: TFunction,
  lang: string,
  {
    cart,
    request,
    deposit,
    splitting,
    choosesMethod,
  }: {
    cart: Cart
    request: boolean
    deposit: Deposit | undefined
    splitting: boolean
    choosesMethod: boolean
  },
): string {
  if (request) return t('payment.sendRequest')
  if (deposit) return t('deposit.submit', { amount: formatMoney(deposit.deposit, lang) })
  if (splitting) {
    const share = organiserShare(cart.totals.total.amount, personsIn(cart))
    return t('split:submit', { amount: formatMoney({ ...cart.totals.total, amount: share }, lang) })
  }
  const bought = isPurchase(cart)
  if (!choosesMethod) return t(bought ? 'payment.buyFree' : 'payment.submitFree')
  const amount = formatMoney(cart.totals.openAmount, lang)
  return t(bought ? 'payment.buy' : 'payment.submit', { amount })
}

/** Nothing in the cart has a date: vouchers and goods only. */
export function isPurchase(cart: Cart): boolean {
  return cart.items.length > 0 && cart.items.every((item) => !item.start)
}
