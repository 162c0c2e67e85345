import { useTranslation } from 'react-i18next'
import type { AdditionalService, Listing } from '@/api/listings'
import { MapsLink } from '@/components/ui/deferred/MapsLink'
import { PickupDetails } from '@/components/ui/PickupDetails'
import { formatMoney } from '@/lib/format'

/**
 * What visitors decide on: what is included, what to bring, requirements, group size, the
 * extras with their prices, the meeting point, how goods are had and the cancellation policy. Each part shows only
 * when the listing has it (all optional in the contract).
 */
export function ListingFactsPanel({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation('details')
  const { included, whatToBring, requirements, groupSize, meetingPoint, cancellationPolicy } =
    listing
  const extras = uniqueExtras(listing)
  const pickup = listing.skus.find((sku) => sku.fulfilment)?.fulfilment?.pickup
  const needs = [
    requirements?.minAge ? t('facts.minAge', { count: requirements.minAge }) : null,
    requirements?.maxWeightKg ? t('facts.maxWeight', { kg: requirements.maxWeightKg }) : null,
    requirements?.fitness ? t(`facts.fitness.${requirements.fitness}`) : null,
    ...(requirements?.notes ?? []),
  ].filter((x): x is string => !!x)
  const any =
    included?.length ||
    whatToBring?.length ||
    needs.length ||
    groupSize ||
    extras.length ||
    meetingPoint ||
    pickup ||
    cancellationPolicy
  if (!any) return null
  return (
    <section aria-labelledby="facts-title" className="panel listing-facts">
      <h2 id="facts-title">{t('facts.title')}</h2>
      <dl className="listing-facts__list">
        <FactList term={t('facts.included')} items={included} />
        <FactList term={t('facts.bring')} items={whatToBring} />
        <FactList term={t('facts.requirements')} items={needs} />
        {groupSize ? (
          <div>
            <dt>{t('facts.groupSize')}</dt>
            <dd>
              {groupSize.min
                ? t('facts.groupRange', { min: groupSize.min, max: groupSize.max })
                : t('facts.groupMax', { count: groupSize.max })}
            </dd>
          </div>
        ) : null}
        <FactList
          term={t('facts.extras')}
          items={extras.map((extra) =>
            t(extra.per === 'PERSON' ? 'facts.extraPerPerson' : 'facts.extraPerBooking', {
              label: extra.label,
              price: formatMoney(extra.price, i18n.language),
            }),
          )}
        />
        {meetingPoint ? (
          <div>
            <dt>{t('facts.meetingPoint')}</dt>
            <dd>
              {meetingPoint.name}
              <br />
              {meetingPoint.address}
              {meetingPoint.latitude !== undefined && meetingPoint.longitude !== undefined ? (
                <>
                  <br />
                  <MapsLink
                    latitude={meetingPoint.latitude}
                    longitude={meetingPoint.longitude}
                    label={t('maps.open')}
                    accessibleName={t('maps.openNamed', { name: meetingPoint.name })}
                  />
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {pickup ? (
          <div>
            <dt>{t('pickup.title')}</dt>
            <dd>
              <PickupDetails pickup={pickup} ns="details">
                {pickup.place.latitude !== undefined && pickup.place.longitude !== undefined ? (
                  <MapsLink
                    latitude={pickup.place.latitude}
                    longitude={pickup.place.longitude}
                    label={t('pickup.map')}
                    accessibleName={t('pickup.mapNamed', { name: pickup.place.name })}
                  />
                ) : null}
              </PickupDetails>
            </dd>
          </div>
        ) : null}
        {cancellationPolicy ? (
          <div>
            <dt>{t('facts.cancellation')}</dt>
            <dd>{cancellationPolicy.text}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

function FactList({ term, items }: { term: string; items?: readonly string[] }) {
  if (!items?.length) return null
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </dd>
    </div>
  )
}

/** The extras of every SKU of the listing, each once. */
function uniqueExtras(listing: Listing): AdditionalService[] {
  const seen = new Map<string, AdditionalService>()
  for (const sku of listing.skus) {
    for (const extra of sku.additionalServices) if (!seen.has(extra.id)) seen.set(extra.id, extra)
  }
  return [...seen.values()]
}
