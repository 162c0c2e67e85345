import { Suspense, lazy, useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { Sku, Variant } from '@/api/listings'
import { formatLocalDate } from '@/lib/format'
import { ensureNamespaces } from '@/lib/i18n'
import { AvailabilityCalendar } from './AvailabilityCalendar'
import { LoadFailure } from './failures'
import { SlotList } from './SlotList'
import { BookingSummary, QuantityField, type BookingFormProps } from './shared'
import { useDatedBooking } from './useDatedBooking'

// Only a day or slot that cannot take the party needs them (a request instead, the waiting list,
// the nearest fitting times): a chunk of its own with its texts, loaded then.
const DeadEnd = lazy(() =>
  Promise.all([import('./Alternatives'), ensureNamespaces('group')]).then(([module]) => module),
)

/** A dated offer: participants first, then duration (blocks), day, slot or start time. */
export function DatedForm(props: BookingFormProps) {
  const { t, i18n } = useTranslation('booking')
  const { sku } = props
  const c = sku.characteristics
  const form = useDatedBooking(props)
  const { calendar, slots } = form
  const price = form.estimate && form.places > 0 ? form.estimate : null
  // A full time of a listing with a waiting list: its form's chunk (asked for by the dead end's
  // chunk once there) comes beside that chunk, not one round trip after it.
  const waitingList = Boolean(form.deadEnd && form.canWait)
  useEffect(() => {
    if (waitingList) void import('./WaitingListForm').catch(() => undefined)
  }, [waitingList])
  return (
    <>
      {form.persons.length > 0 ? (
        <fieldset className="booking-step" aria-describedby="participants-hint">
          <legend>{t('steps.participants')}</legend>
          <p id="participants-hint" className={form.participantsError ? 'field-error' : 'muted'}>
            {t('participants.hint', {
              min: c.minParticipants ?? 1,
              max: c.maxParticipants ?? form.persons.reduce((n, v) => n + v.maxQty, 0),
            })}
          </p>
          {/* A party from a link that the offer cannot take, fitted: said, not silently changed. */}
          {form.adjusted ? (
            <p className="notice" role="status">
              {t('participants.fitted', { count: form.adjusted })}
            </p>
          ) : null}
          {/* One number where every category costs the same, one per category otherwise. */}
          {(samePrice(form.persons) ? form.persons.slice(0, 1) : form.persons).map((variant) => (
            <QuantityField
              key={variant.id}
              variant={variant}
              value={form.quantities[variant.id] ?? 0}
              max={Math.min(
                variant.maxQty,
                (form.quantities[variant.id] ?? 0) + (c.maxParticipants ?? 99) - form.personCount,
              )}
              onChange={(value) => form.setQuantity(variant.id, value)}
              unit={variant.priceUnit}
            />
          ))}
        </fieldset>
      ) : null}

      {form.shape === 'BLOCKS' ? (
        <DurationField sku={sku} blocks={form.blocks ?? 1} onChange={form.chooseBlocks} />
      ) : null}

      <section className="booking-step" aria-labelledby="booking-date-title">
        <h3 id="booking-date-title">{t('steps.date')}</h3>
        <AvailabilityCalendar
          days={calendar.data}
          loading={calendar.isPending || calendar.isPlaceholderData}
          party={form.places}
          month={form.month}
          onMonthChange={form.setMonth}
          selected={form.date}
          onSelect={form.chooseDate}
          today={form.today}
          onIntent={form.prefetchDay}
        />
        {calendar.isError ? (
          <LoadFailure what="calendar" error={calendar.error} onRetry={() => calendar.refetch()} />
        ) : null}
      </section>

      {form.date ? (
        <SlotList
          date={form.date}
          shape={form.shape}
          slots={form.daySlots}
          loading={slots.isFetching && !form.daySlots}
          failed={slots.isError}
          failure={slots.error}
          onRetry={() => slots.refetch()}
          selected={form.slot}
          onSelect={form.chooseSlot}
          price={price}
          inCart={form.inCart}
          fullSelectable={
            props.listing.requestWhenFull === true || props.listing.waitingList === true
          }
        />
      ) : null}

      <BookingSummary
        price={price}
        action={form.action}
        blocked={form.participantsError}
        onSubmit={() => form.submit()}
        added={form.added}
        section={props}
      >
        {form.deadEnd && form.alternativesQuery ? (
          <Suspense fallback={<p className="muted">{t('alternatives.loading')}</p>}>
            <DeadEnd
              slug={props.slug}
              query={form.alternativesQuery}
              party={form.party}
              onChoose={form.chooseAlternative}
              ask={
                form.canAsk
                  ? {
                      timeChosen: Boolean(form.slot),
                      pending: props.addToCart.isPending,
                      onAsk: () => form.submit(true),
                    }
                  : undefined
              }
              wait={
                form.canWait
                  ? {
                      slotId: form.slot?.id,
                      start: form.slot?.startTime,
                      people: form.places,
                      left:
                        form.action.kind === 'NOT_BOOKABLE' ? form.action.amountLeft : undefined,
                    }
                  : undefined
              }
            />
          </Suspense>
        ) : null}
      </BookingSummary>
      {/* Always on the page: the alternative just chosen, for screen readers. */}
      <p className="visually-hidden" role="status">
        {form.announced
          ? t('group:alternatives.chosen', {
              date: formatLocalDate(form.announced.date, i18n.language),
              start: form.announced.startTime,
            })
          : null}
      </p>
    </>
  )
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

function samePrice(persons: Variant[]): boolean {
  const [first] = persons
  return persons.every(
    (v) =>
      v.priceUnit === first?.priceUnit &&
      v.price?.amount === first.price?.amount &&
      v.minQty === first.minQty,
  )
}
