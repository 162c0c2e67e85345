import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type UseMutationResult,
} from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { availabilityQueries, type Slot } from '@/api/availability'
import type { AddItemInput, Cart } from '@/api/carts'
import { listingQueries, type Listing, type Sku, type Variant } from '@/api/listings'
import type { Money } from '@/api/shared/schemas'
import { isApiError } from '@/lib/api-client'
import { formatLocalDate, formatMoney, todayInShop } from '@/lib/format'
import { AvailabilityCalendar } from './AvailabilityCalendar'
import { BookingButton } from './BookingButton'
import { bookingAction, type BookingAction } from './booking-action'
import { addMonths, monthRange } from './dates'
import type { BookingSearch } from './search'
import { useStatusText } from './status-text'
import './booking.css'

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

export function BookingSection(props: BookingSectionProps) {
  const { t, i18n } = useTranslation('booking')
  const { data: listing } = useSuspenseQuery(listingQueries.detail(props.slug, i18n.language))
  const sku = listing.skus.find((s) => s.id === props.search.sku) ?? listing.skus[0]
  if (!sku) return <p className="notice">{t('noOffer')}</p>
  return (
    <div className="booking">
      {listing.skus.length > 1 ? (
        <fieldset className="booking-step">
          <legend>{t('sku.legend')}</legend>
          <div className="choice-grid">
            {listing.skus.map((option) => (
              <label key={option.id} className="choice">
                <input
                  type="radio"
                  name="booking-sku"
                  checked={option.id === sku.id}
                  onChange={() => props.onSearchChange({ sku: option.id })}
                />
                <span>{option.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="booking__sku">{sku.title}</p>
      )}
      {sku.description ? <p className="muted">{sku.description}</p> : null}
      {/* A new SKU starts a fresh form (participants and amounts belong to it). */}
      <BookingForm key={sku.id} {...props} listing={listing} sku={sku} />
    </div>
  )
}

type Quantities = Record<string, number>

function initialQuantities(sku: Sku): Quantities {
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

function BookingForm({
  slug,
  search,
  onSearchChange,
  addToCart,
  cartStatus,
  addErrorFallback,
  listing,
  sku,
}: BookingSectionProps & { listing: Listing; sku: Sku }) {
  const { t, i18n } = useTranslation('booking')
  const lang = i18n.language
  const shape = sku.characteristics.shape
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(sku))
  const [voucherVariant, setVoucherVariant] = useState<string | undefined>(
    () => sku.variants.find((v) => v.kind === 'VOUCHER_FIXED' || v.kind === 'VOUCHER_CUSTOM')?.id,
  )
  const [customAmount, setCustomAmount] = useState('')
  const [recipientName, setRecipientName] = useState('')
  const [message, setMessage] = useState('')
  const [added, setAdded] = useState(false)
  // A second click can arrive before the pending state has re-rendered the button disabled.
  const submitting = useRef(false)

  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const personCount = persons.reduce((n, v) => n + (quantities[v.id] ?? 0), 0)
  const isVoucher = sku.type === 'VOUCHER'
  const chosenVoucher = sku.variants.find((v) => v.id === voucherVariant)

  const places =
    sku.type === 'PRIVATE_SERVICE_SLOT'
      ? 1
      : persons.length
        ? personCount
        : isVoucher
          ? chosenVoucher?.kind === 'VOUCHER_CUSTOM'
            ? 1
            : (quantities[voucherVariant ?? ''] ?? 0)
          : sku.variants.reduce((n, v) => n + (quantities[v.id] ?? 0), 0)

  // ---- dates -------------------------------------------------------------------------------
  const today = todayInShop()
  const c = sku.characteristics
  const blocks =
    shape === 'BLOCKS'
      ? Math.min(Math.max(search.blocks ?? c.minBlocks ?? 1, c.minBlocks ?? 1), c.maxBlocks ?? 1)
      : undefined
  const date = search.date && search.date >= today ? search.date : undefined
  const [month, setMonth] = useState(() => monthRange(date ?? today).from)
  const queryClient = useQueryClient()
  const calendarQuery = (first: string) =>
    availabilityQueries.calendar(slug, { sku: sku.id, ...monthRange(first), blocks })
  const calendar = useQuery({ ...calendarQuery(month), enabled: shape !== 'NONE' })
  // The chosen day's status, also while another month is shown.
  const chosenMonth = useQuery({
    ...calendarQuery(monthRange(date ?? today).from),
    enabled: shape !== 'NONE' && Boolean(date),
  })
  const day = date ? chosenMonth.data?.find((d) => d.date === date) : undefined

  useEffect(() => {
    if (shape === 'NONE') return
    // The next month is likely the next click: have it ready.
    void queryClient.prefetchQuery(calendarQuery(addMonths(month, 1)))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- calendarQuery is derived from these
  }, [month, sku.id, blocks, slug, shape, queryClient])

  const slots = useQuery({
    ...availabilityQueries.slots(slug, {
      sku: sku.id,
      date: date ?? today,
      quantity: Math.max(1, places),
      blocks,
    }),
    enabled: shape !== 'NONE' && Boolean(date),
    placeholderData: keepPreviousData,
  })
  const daySlots = date && slots.data && !slots.isPlaceholderData ? slots.data : undefined
  const slot: Slot | undefined =
    shape === 'SLOTS'
      ? daySlots?.find((s) => s.id === search.slot)
      : daySlots?.find((s) => s.startTime === search.start)

  // ---- the decision ------------------------------------------------------------------------
  const customCents = parseAmount(customAmount)
  const customRange = chosenVoucher?.customAmount
  const customInvalid =
    chosenVoucher?.kind === 'VOUCHER_CUSTOM' &&
    (customCents === null ||
      (customRange !== undefined &&
        (customCents < customRange.min.amount || customCents > customRange.max.amount)))
  const hint = listing.availabilityHint
  const action: BookingAction = bookingAction({
    listing,
    shape,
    day: day ? { status: day.status, amountLeft: day.amountLeft } : undefined,
    slot: slot ? { status: slot.status, amountLeft: slot.amountLeft } : undefined,
    stock:
      sku.type === 'GENERIC'
        ? { status: hint.status, amountLeft: hint.amountLeft }
        : { status: 'AVAILABLE' },
    places,
  })

  const participantsError =
    persons.length > 0 &&
    ((c.minParticipants !== undefined && personCount < c.minParticipants) ||
      (c.maxParticipants !== undefined && personCount > c.maxParticipants))

  // ---- URL changes -------------------------------------------------------------------------
  const base: BookingSearch = { sku: listing.skus.length > 1 ? sku.id : search.sku }
  const chooseDate = (next: string) => {
    setAdded(false)
    onSearchChange({ ...base, date: next, blocks: search.blocks })
  }
  const chooseSlot = (next: Slot) => {
    setAdded(false)
    onSearchChange(
      shape === 'SLOTS'
        ? { ...base, date, slot: next.id }
        : { ...base, date, blocks, start: next.startTime },
    )
  }
  const chooseBlocks = (next: number) => {
    setAdded(false)
    onSearchChange({ ...base, date, blocks: next, start: search.start })
  }

  const submit = () => {
    if (submitting.current || addToCart.isPending) return
    submitting.current = true
    const lines = sku.variants
      .map((v) => {
        if (isVoucher) {
          if (v.id !== voucherVariant) return { variantId: v.id, quantity: 0 }
          if (v.kind === 'VOUCHER_CUSTOM') {
            return { variantId: v.id, quantity: 1, customAmount: customCents ?? 0 }
          }
        }
        return { variantId: v.id, quantity: quantities[v.id] ?? 0 }
      })
      .filter((line) => line.quantity > 0)
    const input: AddItemInput = {
      skuId: sku.id,
      lines,
      ...(slot ? { slotId: slot.id } : {}),
      ...(isVoucher && (recipientName.trim() || message.trim())
        ? {
            voucherDetails: {
              ...(recipientName.trim() ? { recipientName: recipientName.trim() } : {}),
              ...(message.trim() ? { message: message.trim() } : {}),
            },
          }
        : {}),
    }
    setAdded(false)
    addToCart.mutate(input, {
      onSuccess: () => setAdded(true),
      onSettled: () => {
        submitting.current = false
      },
    })
  }

  const estimate = estimatePrice(sku, quantities, {
    blocks: blocks ?? 1,
    voucherVariant,
    customCents: isVoucher ? customCents : null,
  })

  return (
    <>
      {shape === 'BLOCKS' ? (
        <DurationField sku={sku} blocks={blocks ?? 1} onChange={chooseBlocks} />
      ) : null}

      {shape !== 'NONE' ? (
        <section className="booking-step" aria-labelledby="booking-date-title">
          <h3 id="booking-date-title">{t('steps.date')}</h3>
          <AvailabilityCalendar
            days={calendar.data}
            loading={calendar.isPending}
            month={month}
            onMonthChange={setMonth}
            selected={date}
            onSelect={chooseDate}
            today={today}
            onIntent={(day) =>
              void queryClient.prefetchQuery(
                availabilityQueries.slots(slug, {
                  sku: sku.id,
                  date: day,
                  quantity: Math.max(1, places),
                  blocks,
                }),
              )
            }
          />
          {calendar.isError ? (
            <p className="notice notice--error" role="alert">
              {t('errors.calendar')}{' '}
              <button type="button" className="link-button" onClick={() => calendar.refetch()}>
                {t('errors.retry')}
              </button>
            </p>
          ) : null}
        </section>
      ) : null}

      {shape !== 'NONE' && date ? (
        <SlotList
          date={date}
          shape={shape}
          slots={daySlots}
          loading={slots.isFetching && !daySlots}
          failed={slots.isError}
          onRetry={() => slots.refetch()}
          selected={slot}
          onSelect={chooseSlot}
        />
      ) : null}

      {persons.length > 0 ? (
        <fieldset className="booking-step" aria-describedby="participants-hint">
          <legend>{t('steps.participants')}</legend>
          <p id="participants-hint" className={participantsError ? 'field-error' : 'muted'}>
            {t('participants.hint', {
              min: c.minParticipants ?? 1,
              max: c.maxParticipants ?? persons.reduce((n, v) => n + v.maxQty, 0),
            })}
          </p>
          {persons.map((variant) => (
            <QuantityField
              key={variant.id}
              variant={variant}
              value={quantities[variant.id] ?? 0}
              max={Math.min(
                variant.maxQty,
                (quantities[variant.id] ?? 0) + (c.maxParticipants ?? 99) - personCount,
              )}
              onChange={(value) => setQuantities((q) => ({ ...q, [variant.id]: value }))}
              unit={variant.priceUnit}
            />
          ))}
        </fieldset>
      ) : null}

      {isVoucher ? (
        <VoucherFields
          sku={sku}
          variantId={voucherVariant}
          onVariant={(id) => {
            setVoucherVariant(id)
            // A newly chosen value starts at one voucher.
            setQuantities((q) => ({ ...q, [id]: Math.max(1, q[id] ?? 0) }))
          }}
          quantity={quantities[voucherVariant ?? ''] ?? 0}
          onQuantity={(value) =>
            voucherVariant && setQuantities((q) => ({ ...q, [voucherVariant]: value }))
          }
          amount={customAmount}
          onAmount={setCustomAmount}
          amountInvalid={customInvalid && customAmount !== ''}
          recipientName={recipientName}
          onRecipientName={setRecipientName}
          message={message}
          onMessage={setMessage}
        />
      ) : null}

      {sku.type === 'GENERIC' ? (
        <fieldset className="booking-step">
          <legend>{t('steps.quantity')}</legend>
          {hint.status === 'STOCK_LOW' ? (
            <p className="availability availability--stock_low">
              {t('status.stockLow', { count: hint.amountLeft ?? 0 })}
            </p>
          ) : null}
          {sku.variants.map((variant) => (
            <QuantityField
              key={variant.id}
              variant={variant}
              value={quantities[variant.id] ?? 0}
              max={variant.maxQty}
              onChange={(value) => setQuantities((q) => ({ ...q, [variant.id]: value }))}
              unit={variant.priceUnit}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="booking-summary">
        {estimate && places > 0 && !customInvalid ? (
          <p className="booking-summary__price">
            {t('summary.price', { price: formatMoney(estimate, lang) })}
          </p>
        ) : null}
        <BookingButton
          action={action}
          blocked={Boolean(customInvalid) || participantsError}
          pending={addToCart.isPending}
          onClick={submit}
        />
        {(addToCart.error && addErrorFallback?.(addToCart.error)) ?? (
          <AddError error={addToCart.error} />
        )}
        {added && addToCart.isSuccess ? (
          <p className="booking-added" role="status">
            {action.kind === 'REQUEST' ? t('added.request') : t('added.booking')}
          </p>
        ) : null}
        {cartStatus}
      </div>
    </>
  )
}

function parseAmount(text: string): number | null {
  const normalized = text
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.')
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalized)) return null
  return Math.round(Number(normalized) * 100)
}

function estimatePrice(
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

function DurationField({
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

function SlotList({
  date,
  shape,
  slots,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
}: {
  date: string
  shape: 'SLOTS' | 'BLOCKS'
  slots: Slot[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  selected?: Slot
  onSelect: (slot: Slot) => void
}) {
  const { t, i18n } = useTranslation('booking')
  const lang = i18n.language
  const statusText = useStatusText()
  const dateText = formatLocalDate(date, lang)
  return (
    <fieldset className="booking-step" aria-busy={loading}>
      <legend>
        {shape === 'SLOTS'
          ? t('steps.slot', { date: dateText })
          : t('steps.start', { date: dateText })}
      </legend>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t('errors.slots')}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        </p>
      ) : loading || !slots ? (
        <p className="muted">{t('slots.loading')}</p>
      ) : slots.length === 0 ? (
        <p className="notice">{t('slots.none')}</p>
      ) : (
        <div className={`choice-grid${shape === 'BLOCKS' ? ' choice-grid--times' : ''}`}>
          {slots.map((s) => {
            const unavailable = s.status === 'SOLD_OUT' && s.amountLeft === 0
            return (
              <label
                key={s.id}
                className={`choice slot slot--${s.status.toLowerCase()}${unavailable ? ' choice--disabled' : ''}`}
              >
                <input
                  type="radio"
                  name="booking-slot"
                  checked={selected?.id === s.id}
                  disabled={unavailable}
                  onChange={() => onSelect(s)}
                />
                <span className="slot__time">
                  {t('slots.time', { start: s.startTime, end: s.endTime })}
                </span>
                <span className="slot__status">
                  {/* Too few places for the chosen participants: say how many are left. */}
                  {s.status === 'SOLD_OUT' && s.amountLeft > 0
                    ? statusText('STOCK_LOW', s.amountLeft)
                    : statusText(s.status, s.amountLeft)}
                </span>
                {s.price && shape === 'SLOTS' ? (
                  <span className="slot__price">
                    {t('slots.from', { price: formatMoney(s.price, lang) })}
                  </span>
                ) : null}
              </label>
            )
          })}
        </div>
      )}
    </fieldset>
  )
}

function QuantityField({
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

function AddError({ error }: { error: Error | null }) {
  const { t } = useTranslation('booking')
  if (!error) return null
  let text = t('errors.generic')
  if (isApiError(error)) {
    if (error.code === 'SOLD_OUT') text = t('errors.taken')
    else if (error.code === 'INSUFFICIENT_STOCK') {
      const left = Number(error.details?.amountLeft ?? 0)
      text = t('errors.takenSome', { count: left })
    } else if (error.code === 'CART_MODE_CONFLICT') text = t('errors.modeConflict')
    else if (error.status === 422) text = t('errors.invalid')
  }
  return (
    <p className="notice notice--error booking-error" role="alert">
      {text}
    </p>
  )
}
