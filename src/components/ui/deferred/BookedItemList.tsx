import { useId, type ReactNode } from 'react'
import { formatWhen } from '@/lib/format'

/** What both the payment link page and the booking's own page know of a booked item. */
export interface BookedItemBase {
  id: string
  title: string
  skuTitle?: string
  date?: string
  start?: string
  end?: string
}

interface Props<Item extends BookedItemBase> {
  heading: string
  /** The label of the item's date and time (shown in the shop's time zone). */
  whenLabel: string
  items: readonly Item[]
  lang: string
  timeZone: string
  /** The item's further facts (`<div><dt/><dd/></div>` rows) after its date and time. */
  facts: (item: Item) => ReactNode
  /** What stands below an item's facts (its price lines, for one). */
  below?: (item: Item) => ReactNode
  /** What stands below the list (links and actions for the whole booking). */
  children?: ReactNode
}

/** A card listing what was booked: each item's title, variant, date and time, and its facts. */
export function BookedItemList<Item extends BookedItemBase>({
  heading,
  whenLabel,
  items,
  lang,
  timeZone,
  facts,
  below,
  children,
}: Props<Item>) {
  const headingId = useId()
  return (
    <section className="payment-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-card__heading">
        {heading}
      </h2>
      <ul className="payment-items">
        {items.map((item) => {
          const when = formatWhen(item, lang, timeZone)
          return (
            <li key={item.id} className="payment-item">
              <h3 className="payment-item__title">{item.title}</h3>
              {item.skuTitle && item.skuTitle !== item.title ? (
                <p className="payment-item__sku">{item.skuTitle}</p>
              ) : null}
              <dl className="payment-item__facts">
                {when ? (
                  <div>
                    <dt>{whenLabel}</dt>
                    <dd>
                      <time dateTime={item.start ?? item.date}>{when}</time>
                    </dd>
                  </div>
                ) : null}
                {facts(item)}
              </dl>
              {below?.(item)}
            </li>
          )
        })}
      </ul>
      {children}
    </section>
  )
}
