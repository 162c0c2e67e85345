import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import {
  bookingAction,
  BookingSummary,
  QuantityField,
  cartLines,
  estimatePrice,
  initialQuantities,
  useAddFromForm,
  type BookingFormProps,
  type Quantities,
} from './BookingSection'

/** Goods (no date): how many of each variant, within the stock the listing reports. */
function useGoodsBooking({ slug, listing, sku, addToCart }: BookingFormProps) {
  const { i18n } = useTranslation('booking')
  const queryClient = useQueryClient()
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(sku))
  const cart = useAddFromForm(addToCart)
  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const places = persons.length
    ? persons.reduce((n, v) => n + (quantities[v.id] ?? 0), 0)
    : sku.variants.reduce((n, v) => n + (quantities[v.id] ?? 0), 0)
  const hint = listing.availabilityHint
  const action = bookingAction({
    listing,
    shape: 'NONE',
    stock: { status: hint.status, amountLeft: hint.amountLeft },
    places,
  })
  const submit = () =>
    cart.add({ skuId: sku.id, lines: cartLines(sku, quantities) }, 'goods', () => {
      // Goods keep the choice (a late second click of a double click then repeats the same
      // intent and adds nothing) and show the stock left after this cart's hold.
      void queryClient.invalidateQueries({
        queryKey: listingQueries.detail(slug, i18n.language).queryKey,
      })
    })
  const estimate = estimatePrice(sku, quantities, { blocks: 1, customCents: null })
  return { quantities, setQuantities, places, hint, action, submit, estimate, added: cart.added }
}

export function GoodsForm(props: BookingFormProps) {
  const { t } = useTranslation('booking')
  const { sku } = props
  const goods = useGoodsBooking(props)
  return (
    <>
      <fieldset className="booking-step">
        <legend>{t('steps.quantity')}</legend>
        {goods.hint.status === 'STOCK_LOW' ? (
          <p className="availability availability--stock_low">
            {t('status.itemsLeft', { count: goods.hint.amountLeft ?? 0 })}
          </p>
        ) : null}
        {sku.variants.map((variant) => (
          <QuantityField
            key={variant.id}
            variant={variant}
            value={goods.quantities[variant.id] ?? 0}
            max={variant.maxQty}
            onChange={(value) => goods.setQuantities((q) => ({ ...q, [variant.id]: value }))}
            unit={variant.priceUnit}
          />
        ))}
      </fieldset>
      <BookingSummary
        price={goods.estimate && goods.places > 0 ? goods.estimate : null}
        action={goods.action}
        blocked={false}
        onSubmit={goods.submit}
        goods
        added={goods.added}
        section={props}
      />
    </>
  )
}
