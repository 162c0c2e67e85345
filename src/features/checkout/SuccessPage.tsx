import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '@/lib/i18n'
import { cartQueries } from '@/api/carts'
import { orderQueries, useCreateOrderPayment, type Order, type PaymentMethod } from '@/api/orders'
import { reportError } from '@/lib/error-reporting'
import { formatMoney } from '@/lib/format'
import { usePageTitle } from '@/lib/head'
import { useShopConfig } from '@/lib/shop-config'
import { usePrivatePage } from '@/lib/use-private-page'
import { goToPaymentProvider } from '@/lib/navigation'
import { orderCommerce, trackShopEvent } from '@/features/analytics/track'
import { EmbedReturnLink } from '@/features/embed/EmbedReturnLink'
import { OrderSummary } from './OrderSummary'
import { problemMessage } from '@/lib/problems'
import { isLostAnswer } from '@/lib/api-client'
import { CalendarDownload, CalendarSubscribe } from '@/components/ui/CalendarDownload'
import { QrBillSection } from '@/features/qr-bill/QrBillSection'
import { clearContactDraft, endIntent, intentKeyFor } from './storage'
import './checkout.css'
import './outcome.css'

// Split bills only: the shares and their links load when an order has them.
const SplitShares = lazy(() =>
  Promise.all([import('@/features/split-bill/SplitShares'), ensureNamespaces('split')]).then(
    ([module]) => module,
  ),
)

/** While the provider has not told the backend yet, ask again this often. */
const POLL_MS = 2_000
/** Not paid yet: the provider may still confirm from another tab. */
const UNPAID_POLL_MS = 5_000

type Outcome =
  'confirmed' | 'requested' | 'failed' | 'cancelled' | 'unpaid' | 'processing' | 'expired'

function lastPayment(order: Order) {
  return [...order.payments].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)
}

/** The order decides; the provider's `result` in the URL is only a hint and not read. */
export function outcomeOf(order: Order): Outcome {
  switch (order.status) {
    case 'CONFIRMED':
      return 'confirmed'
    case 'REQUESTED':
      return 'requested'
    case 'CANCELLED':
    case 'EXPIRED':
      return 'expired'
    case 'PENDING_PAYMENT': {
      const last = lastPayment(order)
      // Cancelled at the provider by the visitor: not a failure, just not paid yet.
      if (last?.status === 'CANCELED') return 'cancelled'
      if (!last || last.status === 'FAILED') return 'failed'
      // Left the provider's page without paying (e.g. with the back button).
      if (last.status === 'CREATED') return 'unpaid'
      return 'processing'
    }
  }
}

export function SuccessPage({
  lang,
  cartId,
  returnedPaymentId,
}: {
  lang: string
  cartId: string
  returnedPaymentId?: string
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const config = useShopConfig()
  const answerHours = config.requestAnswerHours
  const { data: cart } = useSuspenseQuery(cartQueries.detail(cartId, lang))
  const token = cart.orderToken ?? ''
  const query = useQuery({
    ...orderQueries.detail(token, lang),
    enabled: Boolean(token),
    refetchInterval: (q) =>
      q.state.data && outcomeOf(q.state.data) === 'processing'
        ? POLL_MS
        : q.state.data && outcomeOf(q.state.data) === 'unpaid'
          ? UNPAID_POLL_MS
          : false,
  })
  const order = query.data
  const outcome = order ? outcomeOf(order) : undefined
  const pay = useCreateOrderPayment(token)
  const [payFailure, setPayFailure] = useState<string | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const inFlight = useRef(false)

  const heading =
    outcome === 'confirmed'
      ? t('success.booked')
      : outcome === 'requested'
        ? t('success.requested')
        : outcome === 'failed'
          ? t('success.failedHeading')
          : outcome === 'cancelled'
            ? t('success.cancelledHeading')
            : outcome === 'expired'
              ? t('success.expiredHeading')
              : outcome === 'unpaid'
                ? t('success.unpaidHeading')
                : t('success.processingHeading')
  usePrivatePage()
  usePageTitle(order ? heading : undefined)

  // Booked or requested: what was typed for this cart is no longer needed.
  useEffect(() => {
    if (outcome === 'confirmed' || outcome === 'requested') {
      clearContactDraft(cartId)
      endIntent(`cart:${cartId}`)
    }
    if (outcome === 'confirmed' || outcome === 'failed' || outcome === 'cancelled') {
      endIntent(`order:${token}`)
    }
  }, [outcome, cartId, token])

  // The shop's dataLayer (configuration and consent decide): the purchase, once booked.
  const booked = outcome === 'confirmed' ? order : undefined
  useEffect(() => {
    if (booked)
      trackShopEvent(config, 'purchase', { transactionId: booked.code, ...orderCommerce(booked) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booked?.code])

  // Back from the provider with the browser's back button: usable and current again.
  const { refetch } = query
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setRedirecting(false)
      void refetch()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [refetch])

  // Focus the outcome's heading when it is shown after a return or changes on this page.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = useRef<Outcome | undefined>(undefined)
  useEffect(() => {
    if (!outcome || shown.current === outcome) return
    shown.current = outcome
    headingRef.current?.focus()
  }, [outcome, returnedPaymentId])

  /** Pays the open amount again: online (NOW) or with another method the order allows. */
  const retry = (method: PaymentMethod = 'NOW') => {
    if (inFlight.current || redirecting) return
    inFlight.current = true
    setPayFailure(null)
    const returnUrl = `${window.location.origin}/${lang}/checkout/${encodeURIComponent(cartId)}/success`
    const scope = `order:${token}`
    // Again with the online method of the last attempt (TWINT stays TWINT).
    const onlineMethod = order ? lastPayment(order)?.method : undefined
    const input =
      method === 'NOW'
        ? { returnUrl, ...(onlineMethod ? { onlineMethod } : {}) }
        : { returnUrl, method }
    pay.mutate(
      { input, idempotencyKey: intentKeyFor(scope, input) },
      {
        onSuccess: (start) => {
          inFlight.current = false
          if (start.next.type === 'REDIRECT') {
            setRedirecting(true)
            if (goToPaymentProvider(start.next.url)) {
              endIntent(scope)
              return
            }
            void reportError(new Error('Refused the payment redirect target'), {
              order: order?.code,
            })
            setRedirecting(false)
            setPayFailure(t('errors:form.serverError'))
          }
          endIntent(scope)
          void query.refetch()
        },
        onError: (error) => {
          inFlight.current = false
          if (!isLostAnswer(error)) endIntent(scope)
          setPayFailure(problemMessage(t, error))
          void query.refetch()
        },
      },
    )
  }

  /** Back to the provider page of the payment still open; a new payment if it has none. */
  const continuePayment = () => {
    const last = order ? lastPayment(order) : undefined
    if (!last?.redirectUrl) {
      retry()
      return
    }
    setRedirecting(true)
    if (!goToPaymentProvider(last.redirectUrl)) {
      setRedirecting(false)
      retry()
    }
  }

  if (!order) {
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

  const otherMethods = (order.paymentMethods ?? []).filter(
    (method): method is Exclude<PaymentMethod, 'NOW'> => method !== 'NOW',
  )

  const tone =
    outcome === 'confirmed' || outcome === 'requested'
      ? 'success'
      : outcome === 'processing' || outcome === 'unpaid'
        ? 'info'
        : 'error'

  return (
    <div className="checkout checkout--narrow">
      <div
        className={`checkout-outcome checkout-outcome--${tone}`}
        role={tone === 'error' ? 'alert' : 'status'}
      >
        <p className="checkout-outcome__code">
          {outcome === 'requested'
            ? t('success.requestCode', { code: order.code })
            : t('success.code', { code: order.code })}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="checkout__title">
          {heading}
        </h1>
        {outcome === 'confirmed' ? (
          <p>{t('success.bookedText', { email: order.customer.email })}</p>
        ) : outcome === 'requested' ? (
          <p>
            {answerHours
              ? t('success.requestedWithin', { email: order.customer.email, hours: answerHours })
              : t('success.requestedText', { email: order.customer.email })}
          </p>
        ) : outcome === 'failed' ? (
          <p>{t('success.failed')}</p>
        ) : outcome === 'cancelled' ? (
          <p>{t('success.cancelled')}</p>
        ) : outcome === 'expired' ? (
          <p>{t('success.expiredText')}</p>
        ) : outcome === 'unpaid' ? (
          <p>{t('success.unpaidText')}</p>
        ) : (
          <p>{t('success.processingText')}</p>
        )}
      </div>

      {outcome === 'unpaid' ? (
        <div className="checkout-actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={pay.isPending || redirecting || undefined}
            onClick={continuePayment}
          >
            {redirecting ? t('payment.redirecting') : t('success.continuePayment')}
          </button>
        </div>
      ) : null}
      {outcome === 'failed' || outcome === 'cancelled' ? (
        <div className="checkout-actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={pay.isPending || redirecting || undefined}
            onClick={() => retry()}
          >
            {redirecting
              ? t('payment.redirecting')
              : t('success.retry', { amount: formatMoney(order.totals.openAmount, lang) })}
          </button>
        </div>
      ) : null}
      {(outcome === 'failed' || outcome === 'cancelled') && otherMethods.length ? (
        <section className="panel" aria-labelledby="other-methods-title">
          <h2 id="other-methods-title">{t('success.otherMethods')}</h2>
          <div className="checkout-actions">
            {otherMethods.map((method) => (
              <button
                key={method}
                type="button"
                className="button button--secondary"
                aria-disabled={pay.isPending || redirecting || undefined}
                aria-describedby={`other-method-${method}`}
                onClick={() => retry(method)}
              >
                {t(`success.switchTo.${method}`)}
              </button>
            ))}
          </div>
          {otherMethods.map((method) => (
            <p key={method} id={`other-method-${method}`} className="muted">
              {t(`payment.methodHints.${method}`)}
            </p>
          ))}
        </section>
      ) : null}
      {payFailure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {payFailure}
        </p>
      ) : null}

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
          <CalendarDownload order={order} label={t('success.calendar')} />
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
            {t('success.manage')}
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
