import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useExtendCart, type Cart } from '@/api/carts'
import { isApiError } from '@/lib/http'
import { useHoldExpired } from '@/lib/hold/hold-expired'
import { useServerClockOffset } from '@/lib/time/server-clock'
import { secondsLeft } from '@/lib/hold/hold-clock'
import './cart.css'

export { formatClock, secondsLeft } from '@/lib/hold/hold-clock'

/** Minutes left at which screen readers hear how long the places are still held. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 2, 1] as const

/**
 * The mark (minutes left) to announce now, if any: the smallest one just crossed, within 15 s,
 * so a page opened late says nothing stale, and each mark once.
 */
export function markToAnnounce(secondsLeft: number, lastMark: number | null): number | null {
  const mark = [...ANNOUNCE_AT_MINUTES].reverse().find((m) => secondsLeft <= m * 60)
  if (!mark || mark === lastMark || secondsLeft <= mark * 60 - 15) return null
  return mark
}

/**
 * The hold's countdown (whole minutes until expiresAt) with a button to extend it. The visible clock
 * ticks every second but is not a live region; a separate polite region speaks only at 10, 5,
 * 2 and 1 minutes left and on expiry, so a screen reader is not flooded.
 */
export function HoldCountdown({ cart, lang }: { cart: Cart; lang: string }) {
  const { t } = useTranslation('cart')
  const extend = useExtendCart(cart.id, lang)
  const offset = useServerClockOffset()
  const [deviceNow, setNow] = useState(() => Date.now())
  const now = deviceNow + offset
  const [announcement, setAnnouncement] = useState('')
  const lastMark = useRef<number | null>(null)
  const left = secondsLeft(cart.expiresAt, now)
  const saidExpired = useHoldExpired(cart.id)
  const expired = saidExpired || cart.status === 'EXPIRED' || left === 0
  const request = cart.mode === 'REQUEST'

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])

  useEffect(() => {
    // A renewed hold starts a fresh series of announcements.
    lastMark.current = null
  }, [cart.expiresAt])

  useEffect(() => {
    if (request) return
    if (expired) {
      if (lastMark.current !== 0) {
        lastMark.current = 0
        setAnnouncement(t('hold.expired'))
      }
      return
    }
    const mark = markToAnnounce(left, lastMark.current)
    if (mark) {
      lastMark.current = mark
      setAnnouncement(t('hold.announce', { count: mark }))
    }
  }, [left, expired, request, t])

  if (request) {
    return <p className="hold hold--request">{t('hold.request')}</p>
  }

  const failed = extend.error
  const gone = isApiError(failed) && failed.code === 'HOLD_UNAVAILABLE'

  return (
    <div className={`hold${expired ? ' hold--expired' : left <= 120 ? ' hold--ending' : ''}`}>
      {expired ? (
        <p className="hold__text">{t('hold.expiredText')}</p>
      ) : (
        <p className="hold__text">
          {/* Minutes, not mm:ss, which reads like the time of day. */}
          <time className="hold__clock" dateTime={`PT${Math.floor(left / 60)}M`}>
            {left >= 60
              ? t('hold.heldFor', { minutes: Math.floor(left / 60) })
              : t('hold.heldForLast')}
          </time>
        </p>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={extend.isPending}
        onClick={() => extend.mutate()}
      >
        {expired ? t('hold.holdAgain') : t('hold.extend')}
      </button>
      {failed ? (
        <p className="hold__error" role="alert">
          {gone ? t('hold.unavailable') : t('hold.extendFailed')}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  )
}
