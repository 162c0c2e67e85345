import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { DatedForm } from './DatedForm'
import { GoodsForm } from './GoodsForm'
import { VoucherForm } from './VoucherForm'
import type { BookingSectionProps } from './shared'
import './booking.css'

export type { BookingSectionProps } from './shared'

/**
 * The listing's booking section: the offer (SKU) to book, then the form for what it books:
 * a dated offer (slots or durations), a voucher or goods. Each form owns its state in a hook.
 */
export function BookingSection(props: BookingSectionProps) {
  const { t, i18n } = useTranslation('booking')
  const { data: listing } = useSuspenseQuery(listingQueries.detail(props.slug, i18n.language))
  const sku = listing.skus.find((s) => s.id === props.search.sku) ?? listing.skus[0]
  if (!sku) return <p className="notice">{t('noOffer')}</p>
  const Form =
    sku.characteristics.shape !== 'NONE'
      ? DatedForm
      : sku.type === 'VOUCHER'
        ? VoucherForm
        : GoodsForm
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
      <Form key={sku.id} {...props} listing={listing} sku={sku} />
    </div>
  )
}

// The booking page's reschedule (#17) takes the calendar from this module: both pages then share
// this one chunk instead of splitting the listing's booking chunk in two.
export { AvailabilityCalendar } from './AvailabilityCalendar'
export { SlotList } from './SlotList'
