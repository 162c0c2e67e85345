import { useEffect, useRef, useState, useId, type ReactNode } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AddItemInput, Cart } from '@/api/carts'
import type { Listing, Sku, Variant } from '@/api/listings'
import type { Money } from '@/api/shared/schemas'
import { formatMoney } from '@/lib/format'
import { BookingButton } from './BookingButton'
import { AddError } from './failures'
import type { BookingAction } from './booking-action'
import type { BookingSearch } from './search'

/**
 * What every booking form shares: the props the route gives, the quantity stepper, the price
 * estimate, the add-to-cart guard and the summary under the form (price, button, messages).
 */
export interface BookingSectionProps {
  slug: string
  search: BookingSearch
  /** Changes the selection in the URL (the route decides how it navigates). */
  onSearchChange: (next: BookingSearch) => void
  /** Puts a choice into the cart (composed by the route from the cart feature). */
  addToCart: UseMutationResult<Cart, Error, AddItemInput>
  /** Shown under the button: the cart's hold and a way to the cart (cart feature). */
  cartStatus?: ReactNode
  /** Replaces the add error where the route knows a better way on (a widget's dead end). */
  addErrorFallback?: (error: Error) => ReactNode | null
}

export type BookingFormProps = BookingSectionProps & { listing: Listing; sku: Sku }

export type Quantities = Record<string, number>

/** What was just put into the cart, for the message under the button. */
export type Added = 'booking' | 'request' | 'goods' | false

export function initialQuantities(sku: Sku): Quantities {
  const out: Quantities = {}
  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  sku.variants.forEach((v) => {
    out[v.id] = v.minQty
  })
  if (persons[0]) {
    out[persons[0].id] = Math.max(persons[0].minQty, sku.characteristics.minParticipants ?? 1)
  }
  const firstVoucher = sku.variants.find((v) => v.kind === 'VOUCHER_FIXED')
  if (firstVoucher) out[firstVoucher.id] = Math.max(1, firstVoucher.minQty)
  const generic = sku.variants.filter((v) => v.kind === 'GENERIC')
  if (sku.type === 'GENERIC' && generic[0]) out[generic[0].id] = Math.max(1, generic[0].minQty)
  if (sku.type !== 'GENERIC') generic.forEach((v) => (out[v.id] = Math.max(1, v.minQty)))
  return out
}

/** Every variant's line for the cart (vouchers: only the chosen value). */
export function cartLines(
  sku: Sku,
  quantities: Quantities,
  voucher?: { variantId?: string; customCents: number | null },
): AddItemInput['lines'] {
  return sku.variants
    .map((v) => {
      if (voucher) {
        if (v.id !== voucher.variantId) return { variantId: v.id, quantity: 0 }
        if (v.kind === 'VOUCHER_CUSTOM') {
          return { variantId: v.id, quantity: 1, customAmount: voucher.customCents ?? 0 }
        }
      }
      return { variantId: v.id, quantity: quantities[v.id] ?? 0 }
    })
    .filter((line) => line.quantity > 0)
}

/**
 * The form's add-to-cart: one call per intent (a second click can arrive before the pending
 * state has re-rendered the button disabled) and the "added" message it leaves.
 */
export function useAddFromForm(addToCart: BookingSectionProps['addToCart']) {
  const submitting = useRef(false)
  const [added, setAdded] = useState<Added>(false)
  const add = (
    input: AddItemInput,
    kind: Exclude<Added, false>,
    onSuccess: (cart: Cart) => void,
  ) => {
    if (submitting.current || addToCart.isPending) return
    submitting.current = true
    setAdded(false)
    addToCart.mutate(input, {
      onSuccess: (cart) => {
        onSuccess(cart)
        setAdded(kind)
      },
      onSettled: () => {
        submitting.current = false
      },
    })
  }
  return { add, added, setAdded }
}

export function parseAmount(text: string): number | null {
  const normalized = text
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.')
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalized)) return null
  return Math.round(Number(normalized) * 100)
}

export function estimatePrice(
  sku: Sku,
  quantities: Quantities,
  options: { blocks: number; voucherVariant?: string; customCents: number | null },
): Money | null {
  let currency: string | undefined
  let amount = 0
  for (const variant of sku.variants) {
    if (sku.type === 'VOUCHER' && variant.id !== options.voucherVariant) continue
    if (variant.kind === 'VOUCHER_CUSTOM') {
      if (options.customCents === null) return null
      amount += options.customCents
      currency ??= variant.customAmount?.min.currency
      continue
    }
    if (!variant.price) continue
    const qty = quantities[variant.id] ?? 0
    const perBlock =
      variant.priceUnit === 'PER_BLOCK' || variant.priceUnit === 'PER_PERSON_PER_BLOCK'
    amount += variant.price.amount * qty * (perBlock ? options.blocks : 1)
    currency ??= variant.price.currency
  }
  return currency ? { amount, currency } : null
}

/** The quantity stepper: − and + buttons around a number field. */
export function QuantityField({
  variant,
  value,
  max,
  onChange,
  unit,
}: {
  variant: Variant
  value: number
  max: number
  onChange: (value: number) => void
  unit: Variant['priceUnit']
}) {
  const { t, i18n } = useTranslation('booking')
  const id = useId()
  const min = variant.minQty
  const upper = Math.max(min, max)
  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        <span>{variant.label}</span>
        {variant.price ? (
          <span className="quantity__price">
            {t(`priceUnit.${unit}`, { price: formatMoney(variant.price, i18n.language) })}
          </span>
        ) : null}
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__step"
          aria-label={t('quantity.less', { label: variant.label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          value={value}
          onChange={(event) => {
            const next = Number(event.target.value)
            if (Number.isInteger(next)) onChange(Math.min(upper, Math.max(min, next)))
          }}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={t('quantity.more', { label: variant.label })}
          disabled={value >= upper}
          onClick={() => onChange(Math.min(upper, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}

/** Under every form: the estimate, the button, the add's error or success, the cart's hold. */
export function BookingSummary({
  price,
  action,
  blocked,
  onSubmit,
  goods = false,
  added,
  section: { addToCart, cartStatus, addErrorFallback },
  children,
}: {
  price: Money | null
  action: BookingAction
  blocked: boolean
  onSubmit: () => void
  goods?: boolean
  added: Added
  /** The route's add-to-cart, cart status and error fallback. */
  section: BookingSectionProps
  /** What a dead end offers instead (alternatives, a request, the waiting list). */
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation('booking')
  const done = Boolean(added && addToCart.isSuccess)
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // The button is disabled while the add is on its way, which drops the keyboard's focus to
    // the page: it goes to what happened instead, next to the way to the cart.
    const box = message.current
    if (!done || !box) return
    const lost = document.activeElement
    if (!lost || lost === document.body || box.parentElement?.contains(lost)) box.focus()
  }, [done])
  return (
    <div className="booking-summary">
      {price && !done ? (
        <p className="booking-summary__price">
          {t('summary.price', { price: formatMoney(price, i18n.language) })}
        </p>
      ) : null}
      <BookingButton
        action={action}
        blocked={blocked}
        pending={addToCart.isPending}
        onClick={onSubmit}
        goods={goods}
        quiet={done}
      />
      {done ? null : children}
      {(addToCart.error && addErrorFallback?.(addToCart.error)) ?? (
        <AddError error={addToCart.error} />
      )}
      {/* Always on the page: a screen reader announces a live region's change, not its arrival. */}
      <p className="booking-added" role="status" tabIndex={-1} ref={message}>
        {done && added ? t(`added.${added}`) : null}
      </p>
      {cartStatus}
    </div>
  )
}
