import { Suspense, lazy, useEffect } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { DatedForm } from './DatedForm'
import { prefetchFailureTexts } from './failures'
import { formKind, formModule } from './form-loader'
import type { BookingSectionProps } from './shared'
import './booking.css'

export { loadBookingForms } from './form-loader'
export { holdPreloadedBooking, prefetchFirstBooking } from './prefetch-booking'

// Fetched by the page's loader for a listing that offers them (then shown at once), else here.
const VoucherForm = lazy(() => formModule('voucher'))
const GoodsForm = lazy(() => formModule('goods'))

/**
 * The listing's booking section: the offer (SKU) to book, then the form for what it books:
 * a dated offer (slots or durations), a voucher or goods. Each form owns its state in a hook.
 */
export function BookingSection(props: BookingSectionProps) {
  const { t, i18n } = useTranslation('booking')
  // The failure messages are not part of the first render: fetched when the browser is idle.
  useEffect(prefetchFailureTexts, [])
  const { data: listing } = useSuspenseQuery(listingQueries.detail(props.slug, i18n.language))
  const sku = listing.skus.find((s) => s.id === props.search.sku) ?? listing.skus[0]
  if (!sku) return <p className="notice">{t('noOffer')}</p>
  const kind = formKind(sku)
  const Form = kind === 'dated' ? DatedForm : kind === 'voucher' ? VoucherForm : GoodsForm
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
      <Suspense fallback={null}>
        <Form key={sku.id} {...props} listing={listing} sku={sku} />
      </Suspense>
    </div>
  )
}

// The booking page's reschedule takes the calendar from this module: both pages then share
// this one chunk instead of splitting the listing's booking chunk in two.
export { AvailabilityCalendar } from './AvailabilityCalendar'
export { SlotList } from './SlotList'
export { monthRange } from './dates'

// What the lazily loaded parts (voucher and goods forms, alternatives) share with the dated form,
// imported from this module: the bundler then keeps it in this chunk instead of splitting off a
// chunk of shared code (one more request, less compression).
export * from './shared'
export { bookingAction } from './booking-action'
export { useStatusText } from './status-text'
export { LoadFailure } from './failures'
