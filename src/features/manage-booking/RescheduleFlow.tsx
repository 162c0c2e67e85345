import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { availabilityQueries, type Slot } from '@/api/availability'
import {
  bookingQueries,
  useRescheduleBooking,
  type Booking,
  type BookingItem,
  type RescheduleResult,
} from '@/api/bookings'
import { isApiError } from '@/lib/http'
import { useRefreshWhenRefused } from './refresh'
import { formatMoney, formatWhen, todayInShop } from '@/lib/format'
import { goToPaymentProvider } from '@/lib/navigation'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { reportError } from '@/lib/reliability/error-reporting'
import { AvailabilityCalendar, SlotList, monthRange } from '@/features/booking'
import { FlowFooter, QuoteState, useConfirmedChange } from './flow'
import { RescheduleScope, slotProblem } from './RescheduleScope'
import '@/features/booking/booking.css'

/**
 * Another day and slot of the same offer for the whole party: the booking calendar asked with
 * the party's size, then the API's quote (price difference, to pay, refund), then the move with
 * one Idempotency-Key per confirmation.
 */
export function RescheduleFlow({
  booking,
  item,
  lang,
  onDone,
  onCancel,
}: {
  booking: Booking
  item: BookingItem
  lang: string
  onDone: (result: RescheduleResult) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('manage')
  const today = todayInShop()
  // Asked the way the booking was: its places (1 for a private group) and its duration.
  const party = Math.max(1, item.places)
  const blocks = item.blocks
  const [month, setMonth] = useState(() => monthRange(item.date ?? today).from)
  const [date, setDate] = useState<string | undefined>(undefined)
  const [slot, setSlot] = useState<Slot | undefined>(undefined)
  const [redirecting, setRedirecting] = useState(false)
  const mutation = useRescheduleBooking(booking.token)

  const calendar = useQuery(
    availabilityQueries.calendar(item.listingSlug, {
      sku: item.skuId,
      ...monthRange(month),
      quantity: party,
      blocks,
    }),
  )
  const slots = useQuery({
    ...availabilityQueries.slots(item.listingSlug, {
      sku: item.skuId,
      date: date ?? today,
      quantity: party,
      blocks,
    }),
    enabled: Boolean(date),
  })
  // The booking's own slot is not a choice.
  const choices = slots.data?.filter((s) => s.start !== item.start)
  const quote = useQuery({
    ...bookingQueries.rescheduleQuote(booking.token, item.id, slot?.id ?? '', lang),
    enabled: Boolean(slot),
    retry: false,
  })
  useRefreshWhenRefused(booking.token, quote.error)

  const { failure, setFailure, send, sending } = useConfirmedChange(
    mutation,
    `booking:${booking.token}:reschedule`,
    {
      onSuccess: (result) => {
        if (result.next.type === 'REDIRECT') {
          setRedirecting(true)
          if (goToPaymentProvider(result.next.url)) return
          void reportError(new Error('Refused the payment redirect target'), {
            booking: booking.code,
          })
          setRedirecting(false)
        }
        onDone(result)
      },
      onPriceChanged: () => {
        void quote.refetch()
        return t('reschedule.priceChanged')
      },
      onFailure: (error) => {
        if (isApiError(error) && error.code === 'SOLD_OUT') void slots.refetch()
      },
      describe: (error) => slotProblem(error) ?? problemMessage(t, error),
    },
  )

  const confirm = () => {
    if (!quote.data || !slot || sending() || redirecting) return
    send({
      itemId: item.id,
      slotId: slot.id,
      quotedTotal: quote.data.newTotal.amount,
      returnUrl: `${window.location.origin}${window.location.pathname}`,
    })
  }

  const difference = quote.data ? quote.data.newPrice.amount - quote.data.currentPrice.amount : 0
  const busy = mutation.isPending || redirecting

  return (
    <div className="manage-reschedule">
      <RescheduleScope item={item} party={party} />
      <div className="booking-step">
        <AvailabilityCalendar
          days={calendar.data}
          loading={calendar.isPending}
          month={month}
          onMonthChange={(next) => setMonth(monthRange(next).from)}
          selected={date}
          onSelect={(day) => {
            setDate(day)
            setSlot(undefined)
            setFailure(null)
          }}
          today={today}
        />
      </div>
      {calendar.isError ? (
        <p className="notice notice--error" role="alert">
          {problemMessage(t, calendar.error)}
        </p>
      ) : null}
      {date ? (
        <SlotList
          date={date}
          shape={blocks ? 'BLOCKS' : 'SLOTS'}
          slots={choices}
          loading={slots.isPending}
          failed={slots.isError}
          failure={slots.error}
          onRetry={() => void slots.refetch()}
          selected={slot}
          onSelect={(chosen) => {
            setSlot(chosen)
            setFailure(null)
          }}
          price={null}
          inCart={new Set()}
        />
      ) : null}
      {slot ? (
        <section className="manage-quote" aria-live="polite" aria-labelledby="manage-quote-heading">
          <h3 id="manage-quote-heading">{t('reschedule.quoteHeading')}</h3>
          <QuoteState
            quote={quote}
            pendingText={t('reschedule.quoting')}
            describe={(error) => slotProblem(error) ?? problemMessage(t, error)}
          >
            {(data) => (
              <>
                <dl className="payment-amounts">
                  <div>
                    <dt>{t('reschedule.from')}</dt>
                    <dd>{formatWhen(item, lang)}</dd>
                  </div>
                  <div>
                    <dt>{t('reschedule.to')}</dt>
                    <dd>{formatWhen(data, lang)}</dd>
                  </div>
                  <div>
                    <dt>{t('reschedule.difference')}</dt>
                    <dd data-testid="price-difference">
                      {difference === 0
                        ? t('reschedule.noDifference')
                        : t(difference > 0 ? 'reschedule.more' : 'reschedule.less', {
                            amount: formatMoney(
                              {
                                amount: Math.abs(difference),
                                currency: data.newPrice.currency,
                              },
                              lang,
                            ),
                          })}
                    </dd>
                  </div>
                  <div className="payment-amounts__total">
                    <dt>{t('reschedule.newTotal')}</dt>
                    <dd>{formatMoney(data.newTotal, lang)}</dd>
                  </div>
                  {data.refund.amount > 0 ? (
                    <div>
                      <dt>{t('reschedule.refund')}</dt>
                      <dd>{formatMoney(data.refund, lang)}</dd>
                    </div>
                  ) : null}
                  {data.toPay.amount > 0 ? (
                    <div className="payment-amounts__open">
                      <dt>{t('reschedule.toPay')}</dt>
                      <dd>{formatMoney(data.toPay, lang)}</dd>
                    </div>
                  ) : null}
                </dl>
                <p className="payment-hint">
                  {data.toPay.amount > 0 && booking.paymentMethod === 'NOW'
                    ? t('reschedule.payHint')
                    : data.refund.amount > 0
                      ? t('reschedule.refundHint')
                      : data.toPay.amount > 0
                        ? t('reschedule.openHint')
                        : t('reschedule.freeHint')}
                </p>
              </>
            )}
          </QuoteState>
        </section>
      ) : null}
      <FlowFooter
        failure={failure}
        confirm={
          quote.data && slot ? (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy || undefined}
              onClick={confirm}
            >
              {redirecting
                ? t('reschedule.redirecting')
                : busy
                  ? t('reschedule.moving')
                  : quote.data.toPay.amount > 0 && booking.paymentMethod === 'NOW'
                    ? t('reschedule.confirmAndPay', { amount: formatMoney(quote.data.toPay, lang) })
                    : t('reschedule.confirm')}
            </button>
          ) : null
        }
        backLabel={t('actions.back')}
        onBack={onCancel}
      />
    </div>
  )
}
