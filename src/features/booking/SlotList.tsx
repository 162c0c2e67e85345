import { useTranslation } from 'react-i18next'
import type { Slot } from '@/api/availability'
import type { Money } from '@/api/shared/schemas'
import { formatLocalDate, formatMoney } from '@/lib/format'
import { useStatusText } from './status-text'
import { LoadFailure } from './failures'

/** The chosen day's times (or start times), each with its status and the current choice's price. */
export function SlotList({
  date,
  shape,
  slots,
  loading,
  failed,
  failure,
  onRetry,
  selected,
  onSelect,
  price,
  inCart,
  fullSelectable = false,
}: {
  date: string
  shape: 'SLOTS' | 'BLOCKS'
  slots: Slot[] | undefined
  loading: boolean
  failed: boolean
  /** The failed call, so the message says what happened (lib/reliability/deferred/problems.ts). */
  failure?: unknown
  onRetry: () => void
  selected?: Slot
  onSelect: (slot: Slot) => void
  /** What the current choice (every category and quantity) costs at any of these times. */
  price: Money | null
  inCart: ReadonlySet<string>
  /** Full slots stay selectable: the listing takes requests for them (requestWhenFull). */
  fullSelectable?: boolean
}) {
  const { t, i18n } = useTranslation('booking')
  const lang = i18n.language
  const statusText = useStatusText()
  const dateText = formatLocalDate(date, lang)
  return (
    <fieldset className="booking-step" aria-busy={loading}>
      <legend>
        {shape === 'SLOTS'
          ? t('steps.slot', { date: dateText })
          : t('steps.start', { date: dateText })}
      </legend>
      {failed ? (
        <LoadFailure what="slots" error={failure} onRetry={onRetry} />
      ) : loading || !slots ? (
        <p className="muted">{t('slots.loading')}</p>
      ) : slots.length === 0 ? (
        <p className="notice">{t('slots.none')}</p>
      ) : (
        <div className={`choice-grid${shape === 'BLOCKS' ? ' choice-grid--times' : ''}`}>
          {slots.map((s) => {
            const soldOut = s.status === 'SOLD_OUT' && s.amountLeft === 0
            // Places this visitor just took: "In your cart", never a waiting list for them.
            const mine = inCart.has(s.id) && soldOut
            const unavailable = soldOut && (mine || !fullSelectable)
            return (
              <label
                key={s.id}
                className={`choice slot slot--${mine ? 'in_cart' : s.status.toLowerCase()}${unavailable ? ' choice--disabled' : ''}`}
              >
                <input
                  type="radio"
                  name="booking-slot"
                  checked={selected?.id === s.id}
                  disabled={unavailable}
                  onChange={() => onSelect(s)}
                />
                <span className="slot__time">
                  {t('slots.time', { start: s.startTime, end: s.endTime })}
                </span>
                <span className="slot__status">
                  {/* Too few places for the chosen participants: say how many are left. */}
                  {inCart.has(s.id) && s.status === 'SOLD_OUT'
                    ? t('slots.inCart')
                    : s.status === 'SOLD_OUT' && s.amountLeft > 0
                      ? statusText('STOCK_LOW', s.amountLeft)
                      : statusText(s.status, s.amountLeft)}
                </span>
                {price && shape === 'SLOTS' ? (
                  <span className="slot__price">
                    {t('slots.price', { price: formatMoney(price, lang) })}
                  </span>
                ) : null}
              </label>
            )
          })}
        </div>
      )}
    </fieldset>
  )
}
