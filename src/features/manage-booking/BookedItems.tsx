import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import { BookedItemList } from '@/components/ui/deferred/BookedItemList'
import { CalendarDownload } from '@/components/ui/deferred/CalendarDownload'
import { MapsLink } from '@/components/ui/deferred/MapsLink'
import { PickupDetails } from '@/components/ui/PickupDetails'
import { DepositCalendarDownload } from '@/features/payments'
import { SHOP_TIME_ZONE } from '@/lib/format'
import { useShopConfig } from '@/api/config'

/** What is booked: when (Zurich time), where to meet, who takes part. */
export function BookedItems({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const timeZone = useShopConfig().timeZone ?? SHOP_TIME_ZONE
  return (
    <BookedItemList
      heading={t('items.heading')}
      whenLabel={t('items.when')}
      items={booking.items}
      lang={lang}
      timeZone={timeZone}
      facts={(item) => (
        <>
          {item.meetingPoint ? (
            <div>
              <dt>{t('meetingPoint.heading')}</dt>
              <dd>
                <span className="manage-meeting__name">{item.meetingPoint.name}</span>
                {item.meetingPoint.address ? (
                  <span className="manage-meeting__address">{item.meetingPoint.address}</span>
                ) : null}
                {item.meetingPoint.latitude !== undefined &&
                item.meetingPoint.longitude !== undefined ? (
                  // The name may be a sentence ("As agreed; …"): the link says what it does, and
                  // its accessible name adds the address it opens.
                  <MapsLink
                    latitude={item.meetingPoint.latitude}
                    longitude={item.meetingPoint.longitude}
                    label={t('meetingPoint.open')}
                    accessibleName={t('meetingPoint.openAt', {
                      place: item.meetingPoint.address || item.meetingPoint.name,
                    })}
                    className="manage-maps"
                  />
                ) : null}
              </dd>
            </div>
          ) : item.fulfilment ? (
            <div>
              <dt>{t('pickup.title')}</dt>
              <dd>
                <PickupDetails pickup={item.fulfilment.pickup} ns="manage">
                  {item.fulfilment.pickup.place.latitude !== undefined &&
                  item.fulfilment.pickup.place.longitude !== undefined ? (
                    <MapsLink
                      latitude={item.fulfilment.pickup.place.latitude}
                      longitude={item.fulfilment.pickup.place.longitude}
                      label={t('pickup.map')}
                      accessibleName={t('pickup.mapNamed', {
                        name: item.fulfilment.pickup.place.name,
                      })}
                      className="manage-maps"
                    />
                  ) : null}
                </PickupDetails>
              </dd>
            </div>
          ) : item.location ? (
            <div>
              <dt>{t('items.location')}</dt>
              <dd>{item.location}</dd>
            </div>
          ) : null}
          {item.people.length > 0 ? (
            <div>
              <dt>{t('items.people', { count: item.people.length })}</dt>
              <dd>
                <ul className="manage-people">
                  {item.people.map((person, index) => (
                    <li key={person.id}>
                      {[person.firstname, person.surname].filter(Boolean).join(' ') ||
                        t('items.person', { number: index + 1 })}
                      <span className="manage-people__category"> ({person.variantLabel})</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : item.lines.length > 0 ? (
            <div>
              <dt>{t('items.lines')}</dt>
              <dd>
                {item.lines
                  .map((line) => t('items.line', { quantity: line.quantity, label: line.label }))
                  .join(', ')}
              </dd>
            </div>
          ) : null}
          {item.additionalServices.length > 0 ? (
            <div>
              <dt>{t('items.extras')}</dt>
              <dd>
                {item.additionalServices
                  .map((extra) => t('items.line', { quantity: extra.quantity, label: extra.label }))
                  .join(', ')}
              </dd>
            </div>
          ) : null}
        </>
      )}
    >
      {booking.status === 'CONFIRMED' ? (
        <div className="payment-actions">
          {booking.deposit ? (
            <DepositCalendarDownload
              order={booking}
              schedule={booking.deposit}
              lang={lang}
              label={t('items.calendar')}
              className="button button--secondary"
            />
          ) : (
            <CalendarDownload
              order={booking}
              label={t('items.calendar')}
              className="button button--secondary"
            />
          )}
        </div>
      ) : null}
    </BookedItemList>
  )
}
