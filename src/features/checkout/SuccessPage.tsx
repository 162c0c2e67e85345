import { Suspense, useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { orderQueries } from '@/api/orders'
import { CalendarDownload, CalendarSubscribe } from '@/components/ui/deferred/CalendarDownload'
import { orderCommerce, trackShopEvent } from '@/features/analytics'
import { EmbedReturnLink } from '@/features/embed'
import {
  depositText,
  endPayIntent,
  outcomeOf,
  payScope,
  useOrderPayment,
  type OrderOutcome,
} from '@/features/payments'
import { QrBillSection } from '@/features/qr-bill'
import { SplitShares } from '@/features/split-bill'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { useShopConfig } from '@/api/config'
import { usePrivatePage } from '@/lib/head/use-private-page'
import { OrderOutcomeBox, useOutcomeHeading } from './OrderOutcomeBox'
import { OrderSummary } from './OrderSummary'
import { PayAgain } from './PayAgain'
import { meetingPlace } from '@/lib/calendar/place'
import { clearContactDraft } from './shared/storage'
import './checkout.css'
import './outcome.css'

export { BookingPlaced } from './BookingPlaced'

/** While the provider has not told the backend yet, ask again this often. */
const POLL_MS = 2_000
/** Not paid yet: the provider may still confirm from another tab. */
const UNPAID_POLL_MS = 5_000

/** After checkout and after a return from the payment provider: what the order says. */
export function SuccessPage({
  lang,
  cartId,
  orderToken: token,
  returnedPaymentId,
}: {
  lang: string
  cartId: string
  /** From this tab's submit answer: the cart never names its order. */
  orderToken: string
  returnedPaymentId?: string
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const config = useShopConfig()
  const query = useQuery({
    ...orderQueries.detail(token, lang),
    refetchInterval: (q) =>
      q.state.data && outcomeOf(q.state.data) === 'processing'
        ? POLL_MS
        : q.state.data && outcomeOf(q.state.data) === 'unpaid'
          ? UNPAID_POLL_MS
          : false,
  })
  const order = query.data
  const outcome = order ? outcomeOf(order) : undefined
  const payment = useOrderPayment({
    order,
    token,
    returnUrl: `${window.location.origin}/${lang}/checkout/${encodeURIComponent(cartId)}/success`,
    refetch: query.refetch,
  })

  const heading = useOutcomeHeading(outcome, order)
  const manageUrl = `${window.location.origin}/${lang}/aftersales/booking/${token}`
  usePrivatePage()
  usePageTitle(order ? heading : undefined)

  // Booked or requested: what was typed for this cart is no longer needed.
  useEffect(() => {
    if (outcome === 'confirmed' || outcome === 'requested') {
      clearContactDraft(cartId)
      endPayIntent(payScope.cart(cartId))
    }
    if (outcome === 'confirmed' || outcome === 'failed' || outcome === 'cancelled') {
      endPayIntent(payScope.order(token))
    }
  }, [outcome, cartId, token])

  // The shop's dataLayer (configuration and consent decide): the purchase, once booked.
  const booked = outcome === 'confirmed' ? order : undefined
  useEffect(() => {
    if (booked)
      trackShopEvent(config, 'purchase', { transactionId: booked.code, ...orderCommerce(booked) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booked?.code])

  // Focus the outcome's heading when it is shown after a return or changes on this page.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = useRef<OrderOutcome | undefined>(undefined)
  useEffect(() => {
    if (!outcome || shown.current === outcome) return
    shown.current = outcome
    headingRef.current?.focus()
  }, [outcome, returnedPaymentId])

  if (!order || !outcome) {
    return (
      <div className="checkout checkout--narrow">
        {query.isError ? (
          <div className="checkout-notice checkout-notice--error" role="alert">
            <p>{problemMessage(t, query.error)}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.refetch()}
            >
              {t('tryAgain')}
            </button>
          </div>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    )
  }

  return (
    <div className="checkout checkout--narrow">
      <OrderOutcomeBox order={order} outcome={outcome} heading={heading} headingRef={headingRef} />
      <PayAgain order={order} outcome={outcome} lang={lang} payment={payment} />

      {outcome === 'confirmed' ? (
        <QrBillSection
          qrBill={order.qrBill}
          open={order.totals.openAmount}
          code={order.code}
          lang={lang}
        />
      ) : null}
      {order.paymentPlan && outcome === 'confirmed' ? (
        <Suspense fallback={null}>
          <SplitShares order={order} lang={lang} />
        </Suspense>
      ) : null}

      <OrderSummary order={order} lang={lang} />

      <div className="checkout-actions">
        {/* A request is not booked yet: nothing to put in a calendar. */}
        {outcome === 'confirmed' ? (
          <CalendarDownload
            order={order}
            label={t('success.calendar')}
            note={order.deposit ? depositText(t, order.deposit, lang) : undefined}
            details={(item) => [
              ...(item.meetingPoint
                ? [t('success.icsMeetingPoint', { place: meetingPlace(item.meetingPoint) })]
                : []),
              t('success.icsManage', { url: manageUrl }),
            ]}
          />
        ) : null}
        {outcome === 'confirmed' ? (
          <CalendarSubscribe orderToken={order.token} dated={order.items.some((i) => i.start)} />
        ) : null}
        {outcome === 'confirmed' || outcome === 'requested' ? (
          // The address the confirmation e-mail carries: names, date, cancelling, check-in code.
          <Link
            to="/$lang/aftersales/booking/$token"
            params={{ lang, token: order.token }}
            className="button button--secondary"
          >
            {outcome === 'requested' ? t('success.manageRequest') : t('success.manage')}
          </Link>
        ) : null}
        {/* Checkout started in a widget on another site: the way back there. */}
        <EmbedReturnLink cartId={cartId} order={order} booked={outcome === 'confirmed'} />
        <Link to="/$lang" params={{ lang }} className="button button--secondary">
          {t('backToOffers')}
        </Link>
      </div>
    </div>
  )
}
