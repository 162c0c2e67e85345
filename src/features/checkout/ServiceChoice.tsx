import { useTranslation } from 'react-i18next'
import type { AdditionalService } from '@/api/listings'
import { formatMoney } from '@/lib/format'

/** Additional services to tick, each with its price: per person or for the whole booking. */
export function ServiceChoice({
  legend,
  services,
  idPrefix,
  selected,
  onChange,
  lang,
}: {
  legend: string
  services: AdditionalService[]
  idPrefix: string
  selected: string[]
  onChange: (ids: string[]) => void
  lang: string
}) {
  const { t } = useTranslation('checkout')
  return (
    <fieldset className="checkout-services">
      <legend>{legend}</legend>
      {services.map((service) => {
        const id = `${idPrefix}-${service.id}`
        return (
          <div key={service.id} className="field field--checkbox">
            <input
              id={id}
              type="checkbox"
              checked={selected.includes(service.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, service.id]
                    : selected.filter((x) => x !== service.id),
                )
              }
            />
            <label htmlFor={id}>
              {t('configuration.service', {
                label: service.label,
                price: formatMoney(service.price, lang),
              })}
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}
