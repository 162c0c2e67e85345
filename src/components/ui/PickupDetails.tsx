import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Pickup } from '@/api/listings'
import { meetingPlace } from '@/lib/calendar/place'

/** The namespaces holding `pickup.*`: each page's own, so no page loads words it never shows. */
export type PickupNs = 'details' | 'checkout' | 'manage'

/**
 * How goods are had, said the same on the listing, in the checkout, after the purchase and on
 * the booking page: collected at the place in its opening hours, at no cost, never shipped.
 * Lines of plain text, so every page's own text styles apply and no style sheet comes along;
 * a page that links to a map passes its link as `children` (the checkout has none to carry).
 */
export function PickupDetails({
  pickup,
  ns,
  children,
}: {
  pickup: Pickup
  ns: PickupNs
  children?: ReactNode
}) {
  const { t } = useTranslation(ns)
  const { place } = pickup
  return (
    <div>
      <span>{t('pickup.only')}</span>
      <br />
      <span>{t('pickup.place', { place: meetingPlace(place) })}</span>
      <br />
      <span>{t('pickup.hours')}</span>
      {pickup.hours.map((line) => (
        <Fragment key={line}>
          <br />
          <span>{line}</span>
        </Fragment>
      ))}
      {children ? (
        <>
          <br />
          {children}
        </>
      ) : null}
    </div>
  )
}
