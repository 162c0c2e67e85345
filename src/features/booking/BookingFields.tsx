import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { Sku, Variant } from '@/api/listings'
import { formatMoney } from '@/lib/format'

export function DurationField({
  sku,
  blocks,
  onChange,
}: {
  sku: Sku
  blocks: number
  onChange: (blocks: number) => void
}) {
  const { t } = useTranslation('booking')
  const id = useId()
  const c = sku.characteristics
  const options: number[] = []
  for (let n = c.minBlocks ?? 1; n <= (c.maxBlocks ?? 1); n += 1) options.push(n)
  const minutes = c.blockMinutes ?? 60
  return (
    <div className="booking-step">
      <label htmlFor={id} className="booking-step__label">
        {t('steps.duration')}
      </label>
      <select id={id} value={blocks} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((n) => (
          <option key={n} value={n}>
            {formatMinutes(t, n * minutes)}
          </option>
        ))}
      </select>
    </div>
  )
}

function formatMinutes(t: TFunction<'booking'>, total: number): string {
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  if (hours && minutes) return t('units.hoursMinutes', { hours, minutes })
  return hours ? t('units.hours', { count: hours }) : t('units.minutes', { count: minutes })
}

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

export function VoucherFields(props: {
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
  const { t, i18n } = useTranslation('booking')
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
