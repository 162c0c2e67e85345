import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BookingAction } from './booking-action'

/**
 * Book now / Request availability / Not bookable, as decided by bookingAction (the mapping is
 * written down in docs/booking-buttons.md). Disabled while a choice is missing, the form is
 * invalid or the add is on its way (so a double click books once); the reason is said next to it.
 */
export function BookingButton({
  action,
  blocked,
  pending,
  onClick,
  goods = false,
  quiet = false,
}: {
  action: BookingAction
  /**
   * Just added: the fresh form's "choose a time" or the full slot's "sold out" would stand above
   * the success line as if the add had failed; they come back with the next choice.
   */
  quiet?: boolean
  /** Vouchers and goods: no seats, no booking, just "Add to cart". */
  goods?: boolean
  blocked: boolean
  pending: boolean
  onClick: () => void
}) {
  const { t } = useTranslation('booking')
  const reasonId = useId()
  const label =
    action.kind === 'NOT_BOOKABLE'
      ? goods
        ? t('button.notAvailable')
        : t('button.notBookable')
      : action.kind === 'REQUEST' || (action.kind === 'INCOMPLETE' && action.request)
        ? t('button.request')
        : goods
          ? t('button.addToCart')
          : t('button.book')
  const reason = quiet
    ? null
    : action.kind === 'NOT_BOOKABLE'
      ? t(
          goods && (action.reason === 'tooFew' || action.reason === 'soldOut')
            ? `reason.${action.reason}Items`
            : `reason.${action.reason}`,
          { count: action.amountLeft ?? 0 },
        )
      : action.kind === 'INCOMPLETE'
        ? t(`missing.${action.reason}`)
        : null
  const disabled = action.kind === 'NOT_BOOKABLE' || action.kind === 'INCOMPLETE' || blocked
  return (
    <div className={`booking-button booking-button--${action.kind.toLowerCase()}`}>
      <button
        type="button"
        className={`button button--primary button--block${action.kind === 'NOT_BOOKABLE' ? ' button--muted' : ''}`}
        disabled={disabled || pending}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onClick}
      >
        {pending ? t('button.pending') : label}
      </button>
      {reason ? (
        <p id={reasonId} className="booking-button__reason">
          {reason}
        </p>
      ) : null}
    </div>
  )
}
