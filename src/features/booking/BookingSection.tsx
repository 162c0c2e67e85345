import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type UseMutationResult,
} from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { availabilityQueries, type Slot } from '@/api/availability'
import type { AddItemInput, Cart } from '@/api/carts'
import { listingQueries, type Listing, type Sku } from '@/api/listings'
import type { Money } from '@/api/shared/schemas'
import { isApiError } from '@/lib/api-client'
import { fieldTexts, problemMessage } from '@/lib/problems'
import { formatMoney, todayInShop } from '@/lib/format'
import { AvailabilityCalendar } from './AvailabilityCalendar'
import { BookingButton } from './BookingButton'
import { DurationField, QuantityField, VoucherFields } from './BookingFields'
import { SlotList } from './SlotList'
import { bookingAction, type BookingAction } from './booking-action'
import { addMonths, monthRange } from './dates'
import type { BookingSearch } from './search'
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
  /** What was just put into the cart, for the message under the button. */
  const [added, setAdded] = useState<'booking' | 'request' | 'goods' | false>(false)
  /** Slots this visitor has just put into the cart. */
  const [inCart, setInCart] = useState<ReadonlySet<string>>(() => new Set())
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
    const kind = action.kind === 'REQUEST' ? 'request' : shape === 'NONE' ? 'goods' : 'booking'
    addToCart.mutate(input, {
      onSuccess: (cart) => {
        if (shape !== 'NONE') {
          // The places are the visitor's now: a fresh form, the day kept, the time cleared, so
          // the slot just taken is never offered back as "Sold out" or "Not bookable".
          setInCart(new Set(cart.items.flatMap((item) => (item.slotId ? [item.slotId] : []))))
          setQuantities(initialQuantities(sku))
          onSearchChange({ ...base, date, blocks: search.blocks })
        } else if (sku.type === 'GENERIC') {
          // Goods keep the choice (a late second click of a double click then repeats the same
          // intent and adds nothing) and show the stock left after this cart's hold.
          void queryClient.invalidateQueries({
            queryKey: listingQueries.detail(slug, lang).queryKey,
          })
        }
        setAdded(kind)
      },
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
              {t('errors.calendar')} {problemMessage(t, calendar.error)}{' '}
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
          failure={slots.error}
          onRetry={() => slots.refetch()}
          selected={slot}
          onSelect={chooseSlot}
          price={estimate && places > 0 ? estimate : null}
          inCart={inCart}
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
              {t('status.itemsLeft', { count: hint.amountLeft ?? 0 })}
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
          goods={shape === 'NONE'}
        />
        {(addToCart.error && addErrorFallback?.(addToCart.error)) ?? (
          <AddError error={addToCart.error} />
        )}
        {/* Always on the page: a screen reader announces a live region's change, not its arrival. */}
        <p className="booking-added" role="status">
          {added && addToCart.isSuccess ? t(`added.${added}`) : null}
        </p>
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

function AddError({ error }: { error: Error | null }) {
  const { t } = useTranslation('booking')
  if (!error) return null
  let text = problemMessage(t, error)
  // The server's own field texts (422), e.g. a custom amount out of range.
  const fields = fieldTexts(error)
  if (isApiError(error)) {
    if (error.code === 'SOLD_OUT') text = t('errors.taken')
    else if (error.code === 'INSUFFICIENT_STOCK') {
      const left = Number(error.details?.amountLeft ?? 0)
      text = t('errors.takenSome', { count: left })
    } else if (error.code === 'CART_MODE_CONFLICT') text = t('errors.modeConflict')
    else if (error.status === 422) text = t('errors.invalid')
  }
  return (
    <div className="notice notice--error booking-error" role="alert">
      <p>{text}</p>
      {fields.length > 0 ? (
        <ul>
          {fields.map((field) => (
            <li key={field.path}>{field.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

// The booking page's reschedule (#17) takes the calendar from this module: both pages then share
// this one chunk instead of splitting the listing's booking chunk in two.
export { AvailabilityCalendar } from './AvailabilityCalendar'
export { SlotList } from './SlotList'
