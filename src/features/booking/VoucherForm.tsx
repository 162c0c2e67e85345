import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Sku } from '@/api/listings'
import { formatMoney } from '@/lib/format'
import {
  bookingAction,
  BookingSummary,
  QuantityField,
  cartLines,
  estimatePrice,
  initialQuantities,
  parseAmount,
  useAddFromForm,
  type BookingFormProps,
  type Quantities,
} from './BookingSection'

/** Vouchers: a fixed value (how many) or a free amount, and a personal touch. */
function useVoucherBooking({ listing, sku, addToCart }: BookingFormProps) {
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(sku))
  const [variantId, setVariantId] = useState<string | undefined>(
    () => sku.variants.find((v) => v.kind === 'VOUCHER_FIXED' || v.kind === 'VOUCHER_CUSTOM')?.id,
  )
  const [amount, setAmount] = useState('')
  const [recipientName, setRecipientName] = useState('')
  const [message, setMessage] = useState('')
  const cart = useAddFromForm(addToCart)
  const chosen = sku.variants.find((v) => v.id === variantId)
  const places = chosen?.kind === 'VOUCHER_CUSTOM' ? 1 : (quantities[variantId ?? ''] ?? 0)
  const customCents = parseAmount(amount)
  const range = chosen?.customAmount
  const customInvalid =
    chosen?.kind === 'VOUCHER_CUSTOM' &&
    (customCents === null ||
      (range !== undefined && (customCents < range.min.amount || customCents > range.max.amount)))
  const action = bookingAction({ listing, shape: 'NONE', stock: { status: 'AVAILABLE' }, places })
  const submit = () => {
    const name = recipientName.trim()
    const text = message.trim()
    cart.add(
      {
        skuId: sku.id,
        lines: cartLines(sku, quantities, { variantId, customCents }),
        ...(name || text
          ? {
              voucherDetails: {
                ...(name ? { recipientName: name } : {}),
                ...(text ? { message: text } : {}),
              },
            }
          : {}),
      },
      'goods',
      () => undefined,
    )
  }
  const estimate = estimatePrice(sku, quantities, {
    blocks: 1,
    voucherVariant: variantId,
    customCents,
  })
  return {
    quantities,
    chooseVariant: (id: string) => {
      setVariantId(id)
      // A newly chosen value starts at one voucher.
      setQuantities((q) => ({ ...q, [id]: Math.max(1, q[id] ?? 0) }))
    },
    setQuantity: (value: number) =>
      variantId && setQuantities((q) => ({ ...q, [variantId]: value })),
    variantId,
    amount,
    setAmount,
    recipientName,
    setRecipientName,
    message,
    setMessage,
    customInvalid,
    places,
    action,
    submit,
    estimate,
    added: cart.added,
  }
}

export function VoucherForm(props: BookingFormProps) {
  const voucher = useVoucherBooking(props)
  return (
    <>
      <VoucherFields
        sku={props.sku}
        variantId={voucher.variantId}
        onVariant={voucher.chooseVariant}
        quantity={voucher.quantities[voucher.variantId ?? ''] ?? 0}
        onQuantity={voucher.setQuantity}
        amount={voucher.amount}
        onAmount={voucher.setAmount}
        amountInvalid={voucher.customInvalid && voucher.amount !== ''}
        recipientName={voucher.recipientName}
        onRecipientName={voucher.setRecipientName}
        message={voucher.message}
        onMessage={voucher.setMessage}
      />
      <BookingSummary
        price={
          voucher.estimate && voucher.places > 0 && !voucher.customInvalid ? voucher.estimate : null
        }
        action={voucher.action}
        blocked={voucher.customInvalid}
        onSubmit={voucher.submit}
        goods
        added={voucher.added}
        section={props}
      />
    </>
  )
}

function VoucherFields(props: {
  sku: Sku
  variantId?: string
  onVariant: (id: string) => void
  quantity: number
  onQuantity: (value: number) => void
  amount: string
  onAmount: (value: string) => void
  amountInvalid: boolean
  recipientName: string
  onRecipientName: (value: string) => void
  message: string
  onMessage: (value: string) => void
}) {
  // Its texts come with the `group` catalogue, loaded with this chunk (form-loader.ts).
  const { t, i18n } = useTranslation('group')
  const lang = i18n.language
  const ids = { amount: useId(), amountHint: useId(), name: useId(), message: useId() }
  const chosen = props.sku.variants.find((v) => v.id === props.variantId)
  const range = chosen?.customAmount
  return (
    <>
      <fieldset className="booking-step">
        <legend>{t('voucher.amount')}</legend>
        <div className="choice-grid">
          {props.sku.variants.map((variant) => (
            <label key={variant.id} className="choice">
              <input
                type="radio"
                name="voucher-variant"
                checked={variant.id === props.variantId}
                onChange={() => props.onVariant(variant.id)}
              />
              <span>{variant.price ? formatMoney(variant.price, lang) : t('voucher.custom')}</span>
            </label>
          ))}
        </div>
        {chosen?.kind === 'VOUCHER_CUSTOM' && range ? (
          <div className="field">
            <label htmlFor={ids.amount}>
              {t('voucher.customLabel', { currency: range.min.currency })}
            </label>
            <input
              id={ids.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={props.amount}
              aria-invalid={props.amountInvalid}
              aria-describedby={ids.amountHint}
              onChange={(event) => props.onAmount(event.target.value)}
            />
            <p id={ids.amountHint} className={props.amountInvalid ? 'field-error' : 'muted'}>
              {props.amountInvalid
                ? t('voucher.outOfBounds', {
                    min: formatMoney(range.min, lang),
                    max: formatMoney(range.max, lang),
                  })
                : t('voucher.bounds', {
                    min: formatMoney(range.min, lang),
                    max: formatMoney(range.max, lang),
                  })}
            </p>
          </div>
        ) : chosen ? (
          <QuantityField
            variant={chosen}
            value={props.quantity}
            max={chosen.maxQty}
            onChange={props.onQuantity}
            unit={chosen.priceUnit}
          />
        ) : null}
      </fieldset>
      <fieldset className="booking-step">
        <legend>{t('voucher.personal')}</legend>
        <div className="field">
          <label htmlFor={ids.name}>{t('voucher.recipient')}</label>
          <input
            id={ids.name}
            type="text"
            maxLength={80}
            autoComplete="off"
            value={props.recipientName}
            onChange={(event) => props.onRecipientName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.message}>{t('voucher.message')}</label>
          <textarea
            id={ids.message}
            maxLength={500}
            rows={3}
            value={props.message}
            onChange={(event) => props.onMessage(event.target.value)}
          />
        </div>
      </fieldset>
    </>
  )
}
