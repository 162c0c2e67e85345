import { Suspense, lazy, useEffect, useRef } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '@/lib/i18n'
import { useShopConfig } from '@/api/config'
import { cartQueries, isCheckedOut, type Cart } from '@/api/carts'
import { checkoutQueries } from '@/api/checkout'
import { usePageTitle } from '@/lib/head/title'
import { usePrivatePage } from '@/lib/head/use-private-page'
import { importWhenOnline } from '@/lib/reliability/reload-guard'
import { prefetchWhenIdle } from '@/lib/loading/idle'
import { preloadProblemText } from '@/components/ui/ProblemText'
import { CartSummary } from './shared/CartSummary'
import { ConfigurationStep } from './ConfigurationStep'
import { PhoneSummary } from './PhoneSummary'
import { HoldNotice } from './HoldNotice'
import { HandoffButton } from '@/features/handoff'
import { STEP_IDS, isStepDone, resolveStep, type StepId } from './steps'
import './checkout.css'

// The contact and payment steps are not part of step 1's first render: each loads when its step
// is shown, or before, when the visitor points at or focuses the current step (intent), with
// the texts of the order's later steps (`order`: contact, payment, Swiss receipts, success) and
// of the message table (`problems`).
const loadContact = () =>
  Promise.all([import('./ContactStep'), ensureNamespaces('order', 'problems')]).then(
    ([module]) => module,
  )
// The split bill's texts come with the payment step.
const loadPayment = () =>
  Promise.all([import('./PaymentStep'), ensureNamespaces('order', 'split', 'problems')]).then(
    ([module]) => module,
  )
const ContactStep = lazy(() =>
  importWhenOnline(loadContact).then((module) => ({ default: module.ContactStep })),
)
const PaymentStep = lazy(() =>
  importWhenOnline(loadPayment).then((module) => ({ default: module.PaymentStep })),
)
const prefetchStep = (current: StepId) => {
  const next = current === 'configuration' ? loadContact : loadPayment
  void next().catch(() => undefined)
}

export interface CheckoutPageProps {
  lang: string
  cartId: string
  step: StepId
}

/**
 * Checkout in three steps: configuration, contact details, payment (or, in request mode,
 * sending the request). The step lives in the URL (`?step=`), so reload and the back button
 * work; the route sends a visitor to the first open step when one before is not done.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { data: cart } = useSuspenseQuery(cartQueries.detail(props.cartId, props.lang))
  // Checked out meanwhile (on another device, say): the cart now says only that.
  if (isCheckedOut(cart)) {
    return (
      <Navigate
        to="/$lang/checkout/$cart/success"
        params={{ lang: props.lang, cart: props.cartId }}
        replace
      />
    )
  }
  return <CheckoutSteps {...props} cart={cart} />
}

function CheckoutSteps({ lang, cartId, step, cart }: CheckoutPageProps & { cart: Cart }) {
  const { t } = useTranslation('checkout')
  const navigate = useNavigate()
  const { data: checkout } = useSuspenseQuery(checkoutQueries.detail(cartId, lang))
  const request = checkout.mode === 'REQUEST'
  const stepTitle = (id: StepId) => t(id === 'payment' && request ? 'steps.request' : `steps.${id}`)
  usePrivatePage()
  usePageTitle(`${stepTitle(step)} – ${t('title')}`)
  // The message table and its texts are not part of the first render: they come when the
  // browser is idle, so a change tried offline later still says what happened.
  useEffect(() => {
    prefetchWhenIdle('problem-text', () =>
      Promise.all([ensureNamespaces('problems'), preloadProblemText()]),
    )
  }, [])

  // The shop's dataLayer (configuration and consent decide): checkout began, once per cart. The
  // event's code loads only for a shop that has analytics on.
  const config = useShopConfig()
  useEffect(() => {
    if (!cart.items.length || !config.analytics?.dataLayer) return
    void Promise.all([import('@/features/analytics'), import('@/lib/embed/commerce')])
      .then(([{ trackShopEvent }, { cartCommerce }]) =>
        trackShopEvent(config, 'begin_checkout', cartCommerce(cart)),
      )
      .catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartId])

  // Focus the step's heading when the step changes (not on the first visit).
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus()
  }, [step])

  const goTo = (next: StepId) =>
    navigate({
      to: '/$lang/checkout/$cart',
      params: { lang, cart: cartId },
      search: { step: next },
    })

  if (cart.items.length === 0) {
    return (
      <div className="checkout checkout--narrow">
        <h1 className="checkout__title">{t('title')}</h1>
        <p>{t('empty')}</p>
        <Link to="/$lang" params={{ lang }} className="button button--primary">
          {t('backToOffers')}
        </Link>
      </div>
    )
  }

  const current = resolveStep(checkout, step)
  const reachable = (id: StepId) =>
    STEP_IDS.indexOf(id) <= STEP_IDS.indexOf(resolveStep(checkout, 'payment'))

  return (
    <div className="checkout">
      <h1 className="checkout__title">{t('title')}</h1>
      <nav aria-label={t('steps.label')} className="checkout-steps">
        <ol>
          {STEP_IDS.map((id, index) => {
            const isCurrent = id === current
            const done = isStepDone(checkout, id) && !isCurrent
            const content = (
              <>
                <span className="checkout-steps__number" aria-hidden="true">
                  {done ? <CheckIcon /> : index + 1}
                </span>
                <span className="checkout-steps__label">
                  {stepTitle(id)}
                  {done ? <span className="visually-hidden">{t('steps.done')}</span> : null}
                </span>
              </>
            )
            return (
              <li
                key={id}
                className={`checkout-steps__step${isCurrent ? ' is-current' : ''}${done ? ' is-done' : ''}`}
                aria-current={isCurrent ? 'step' : undefined}
              >
                {!isCurrent && reachable(id) ? (
                  <Link
                    to="/$lang/checkout/$cart"
                    params={{ lang, cart: cartId }}
                    search={{ step: id }}
                  >
                    {content}
                  </Link>
                ) : (
                  <span>{content}</span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>

      <HoldNotice cart={cart} lang={lang} />
      <PhoneSummary cart={cart} lang={lang} />
      {cart.status === 'OPEN' && !request ? <HandoffButton cartId={cartId} lang={lang} /> : null}

      <div className="checkout__layout">
        <section
          className="checkout__main checkout-card"
          aria-labelledby="checkout-step-heading"
          onPointerOver={() => prefetchStep(current)}
          onFocus={() => prefetchStep(current)}
        >
          <h2
            id="checkout-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="checkout__step-heading"
          >
            {stepTitle(current)}
          </h2>
          <Suspense fallback={<StepLoading />}>
            {current === 'configuration' ? (
              <ConfigurationStep cart={cart} lang={lang} onDone={() => goTo('contact')} />
            ) : current === 'contact' ? (
              <ContactStep
                cartId={cartId}
                checkout={checkout}
                lang={lang}
                withParticipants={cart.items.some((item) => item.participants.length > 0)}
                onBack={() => goTo('configuration')}
                onDone={() => goTo('payment')}
              />
            ) : (
              <PaymentStep
                cart={cart}
                checkout={checkout}
                lang={lang}
                onBack={() => goTo('contact')}
                onGoTo={goTo}
              />
            )}
          </Suspense>
        </section>
        <aside className="checkout__aside" aria-labelledby="checkout-summary-heading">
          <CartSummary cart={cart} lang={lang} headingId="checkout-summary-heading" />
        </aside>
      </div>
    </div>
  )
}

/** While the step's code loads (a step after the first, shown for the first time). */
function StepLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  )
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  )
}
