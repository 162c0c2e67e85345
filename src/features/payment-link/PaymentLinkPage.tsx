import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '@/lib/i18n'
import {
  paymentLinkQueries,
  useCreatePaymentLinkPayment,
  type PaymentLink,
  type PaymentLinkPaymentInput,
} from '@/api/payment-links'
import type { OnlineMethod, PaymentStart } from '@/api/orders'
import { isApiError, isLostAnswer } from '@/lib/api-client'
import { ProblemText, preloadProblemText } from '@/components/ui/ProblemText'
import { prefetchWhenIdle } from '@/lib/idle'
import { reportError } from '@/lib/error-reporting'
import { usePageTitle } from '@/lib/head'
import { goToPaymentProvider } from '@/lib/navigation'
import { useShopConfig } from '@/lib/shop-config'
import { BookingDetails, AmountSummary } from './BookingSummary'
import { QrBillOnRequest } from './QrBillOnRequest'
import { BookingCalendar } from '@/components/ui/CalendarDownload'
import { PayMethods, methodFor, type MethodChoice } from './PayMethods'

// A share of a split bill only.
const SplitProgress = lazy(() =>
  Promise.all([import('@/features/split-bill/SplitProgress'), ensureNamespaces('split')]).then(
    ([module]) => module,
  ),
)
// A guest's share before the organiser has paid theirs only.
const AwaitingOrganiser = lazy(() =>
  Promise.all([import('@/features/split-bill/AwaitingOrganiser'), ensureNamespaces('split')]).then(
    ([module]) => module,
  ),
)
import { ContactBox } from '@/components/ui/ContactBox'
import { formatMoney, SHOP_TIME_ZONE } from '@/lib/format'
import { OutcomeIcon } from './OutcomeIcon'
import {
  endsPayIntent,
  outcomeOfError,
  outcomeOfLink,
  outcomeOfPayError,
  type Outcome,
} from './outcome'
import { endPayIntent, payIntentKey } from './pay-intent'
import { isWellFormedToken } from './search'
import { usePrivatePage } from '@/lib/use-private-page'
import './payment-link.css'

/** While the provider has not told the backend yet, ask again this often, for this long. */
const POLL_MS = 2_000
const POLL_FOR_MS = 60_000

type PayFailure = ReturnType<typeof outcomeOfPayError>

/** A 422 on `onlineMethod`: the link does not (or no longer) offer the method sent. */
function refusesMethod(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Boolean(error.fieldErrors.onlineMethod)
}

export interface PaymentLinkPageProps {
  lang: string
  token: string
  /** The `payment` the provider appended to the return URL: which payment we came back from. */
  returnedPaymentId?: string
}

/**
 * Pays the open amount of a booking through a link from an e-mail. The token in the path is
 * the only authorisation, so the page is kept out of search engines and Referer headers, and
 * an unknown and an expired link look exactly alike.
 */
export function PaymentLinkPage({ lang, token, returnedPaymentId }: PaymentLinkPageProps) {
  usePrivatePage()
  const { t } = useTranslation('payment')
  const router = useRouter()
  const wellFormed = isWellFormedToken(token)
  // The message table and its texts are not part of the first render, to keep it small;
  // they come when the browser is idle, so a payment attempted offline can still say so.
  useEffect(() => {
    prefetchWhenIdle('problem-text', () =>
      Promise.all([ensureNamespaces('problems'), preloadProblemText()]),
    )
  }, [])
  const [slow, setSlow] = useState(false)

  const query = useQuery({
    ...paymentLinkQueries.detail(token, lang),
    enabled: wellFormed,
    // The loader has just asked (and the API client retried): a failure stays a failure.
    retryOnMount: false,
    refetchOnMount: false,
    refetchInterval: (q) =>
      !slow && q.state.data && outcomeOfLink(q.state.data, returnedPaymentId).kind === 'processing'
        ? POLL_MS
        : false,
  })
  const { refetch } = query

  const mutation = useCreatePaymentLinkPayment(token)
  const [payFailure, setPayFailure] = useState<PayFailure | null>(null)
  const [payError, setPayError] = useState<unknown>(null)
  const [redirecting, setRedirecting] = useState(false)
  /** The online method the visitor picked; methodFor decides what is sent. */
  const [chosenMethod, setChosenMethod] = useState<OnlineMethod | undefined>(undefined)
  /** The API refused the method sent (422 on onlineMethod): said above the pay button. */
  const [methodRefused, setMethodRefused] = useState(false)
  const inFlight = useRef(false)
  const busy = mutation.isPending || redirecting

  // While a payment starts, the screen stays as it was clicked: a refetch of the link (the
  // new payment is its latest now) must not swap the screen under the leaving visitor.
  const [frozen, setFrozen] = useState<Outcome | null>(null)
  const current = resolveOutcome({
    wellFormed,
    data: query.data,
    error: query.error,
    returnedPaymentId,
    payFailure,
    payError,
  })
  const outcome = frozen ?? current

  const title =
    'link' in outcome ? t('pageTitle', { code: outcome.link.booking.code }) : t('linkTitle')
  usePageTitle(outcome.kind === 'loading' ? undefined : title)

  // The pay intent's outcome is known: the next click starts a new payment with a new key.
  const intentOver = endsPayIntent(outcome)
  useEffect(() => {
    if (intentOver) endPayIntent(token)
  }, [intentOver, token])

  useEffect(() => {
    if (outcome.kind !== 'processing') return
    const timer = window.setTimeout(() => setSlow(true), POLL_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [outcome.kind])

  // Back from the provider with the browser's back button, the page may come from the
  // back/forward cache as it was left: "redirecting". Make it usable and current again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setRedirecting(false)
      setFrozen(null)
      void refetch()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [refetch])

  const headingRef = useOutcomeFocus(outcome.kind, returnedPaymentId !== undefined)

  const onStarted = (start: PaymentStart) => {
    if (start.next.type === 'REDIRECT') {
      setRedirecting(true)
      if (goToPaymentProvider(start.next.url)) return
      void reportError(new Error('Refused the payment redirect target'), {
        paymentId: start.payment.id,
      })
      endPayIntent(token)
      inFlight.current = false
      setRedirecting(false)
      setFrozen(null)
      setPayFailure('error')
      return
    }
    // Settled without a redirect: show it as a return from that payment.
    endPayIntent(token)
    inFlight.current = false
    setFrozen(null)
    void router.navigate({
      href: `${window.location.pathname}?payment=${encodeURIComponent(start.payment.id)}`,
      replace: true,
    })
  }

  const onPayError = (error: unknown) => {
    inFlight.current = false
    // Lost answers (network, 5xx) keep the key: trying again replays the same payment.
    if (!isLostAnswer(error)) endPayIntent(token)
    setFrozen(null)
    if (refusesMethod(error)) {
      // The shop no longer offers that method for the link: the page stays, says so and reads
      // the link again, which names the methods offered now (the choice falls back to one).
      setChosenMethod(undefined)
      setMethodRefused(true)
      void refetch()
      return
    }
    const failure = outcomeOfPayError(error)
    setPayError(error)
    setPayFailure(failure)
    // Refused for a reason the link's state shows: read it again.
    if (failure !== 'error' && failure !== 'notFound') void refetch()
  }

  const pay = () => {
    if (inFlight.current || busy) return
    inFlight.current = true
    setFrozen(outcome)
    setPayFailure(null)
    setMethodRefused(false)
    const onlineMethod = 'link' in outcome ? methodFor(outcome.link, chosenMethod) : undefined
    const input: PaymentLinkPaymentInput = {
      returnUrl: `${window.location.origin}${window.location.pathname}`,
      ...(onlineMethod ? { onlineMethod } : {}),
    }
    const idempotencyKey = payIntentKey(token, input)
    mutation.mutate({ input, idempotencyKey }, { onSuccess: onStarted, onError: onPayError })
  }

  const tryAgain = () => {
    setPayFailure(null)
    setPayError(null)
    setSlow(false)
    mutation.reset()
    void refetch()
  }

  // Not payable yet (a split bill's organiser has not paid): read the link again. A refusal
  // of "pay" is forgotten only with the fresh answer, so the screen does not flip meanwhile.
  const checkAgain = async () => {
    await refetch()
    setPayFailure(null)
    setPayError(null)
    mutation.reset()
  }

  return (
    <div className="payment-link">
      <OutcomeView
        outcome={outcome}
        lang={lang}
        headingRef={headingRef}
        busy={busy}
        slow={slow}
        method={{
          chosen: chosenMethod,
          refused: methodRefused,
          onChange: (method) => {
            setChosenMethod(method)
            setMethodRefused(false)
          },
        }}
        onPay={pay}
        onTryAgain={tryAgain}
        onCheckAgain={checkAgain}
      />
    </div>
  )
}

function resolveOutcome({
  wellFormed,
  data,
  error,
  returnedPaymentId,
  payFailure,
  payError,
}: {
  wellFormed: boolean
  data: PaymentLink | undefined
  error: unknown
  returnedPaymentId: string | undefined
  payFailure: PayFailure | null
  payError?: unknown
}): Outcome {
  if (!wellFormed || payFailure === 'notFound') return { kind: 'notFound' }
  if (payFailure === 'error') return { kind: 'error', cause: payError }
  if (data) {
    const outcome = outcomeOfLink(data, returnedPaymentId)
    // The API refused to start a payment (paid, not payable online, booking expired): trust
    // that over a state read a moment earlier.
    if (payFailure && outcome.kind === 'payable') return { kind: payFailure, link: data }
    return outcome
  }
  if (error)
    return outcomeOfError(error) === 'notFound'
      ? { kind: 'notFound' }
      : { kind: 'error', cause: error }
  return { kind: 'loading' }
}

/**
 * Focus goes to the outcome's heading when the outcome changes on this page (a failed attempt,
 * a retry) and when the visitor comes back from the provider; not on a plain first visit. An
 * outcome whose texts are still loading (the split bill's) gets it once its heading is there.
 */
function useOutcomeFocus(kind: Outcome['kind'], returned: boolean): Ref<HTMLHeadingElement> {
  const heading = useRef<HTMLHeadingElement | null>(null)
  const pending = useRef(false)
  const shown = useRef<Outcome['kind'] | undefined>(undefined)
  useEffect(() => {
    if (kind === 'loading') return
    const first = shown.current === undefined
    const changed = shown.current !== kind
    shown.current = kind
    if ((first && returned) || (!first && changed)) {
      pending.current = !heading.current
      heading.current?.focus()
    }
  }, [kind, returned])
  return useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node
    if (node && pending.current) {
      pending.current = false
      node.focus()
    }
  }, [])
}

interface OutcomeViewProps {
  outcome: Outcome
  lang: string
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  slow: boolean
  /** The online method's choice above the pay button. */
  method: MethodChoice
  onPay: () => void
  onTryAgain: () => void
  onCheckAgain: () => Promise<void>
}

function OutcomeView({
  outcome,
  lang,
  headingRef,
  busy,
  slow,
  method,
  onPay,
  onTryAgain,
  onCheckAgain,
}: OutcomeViewProps) {
  const { t } = useTranslation('payment')
  const config = useShopConfig()
  const timeZone = config.timeZone ?? SHOP_TIME_ZONE
  // The outcomes that know the link name its booking above their heading; most list it too.
  const known = 'link' in outcome ? outcome.link : undefined
  const header = {
    headingRef,
    eyebrow: known ? t('bookingCode', { code: known.booking.code }) : undefined,
  }
  const payLabel = (link: PaymentLink) =>
    t('payable.pay', { amount: formatMoney(link.booking.openAmount, lang) })
  // Card or TWINT (the link's onlineMethods) above the pay button, as at checkout.
  const payAction = (link: PaymentLink, label: string) => (
    <PayAction label={label} busy={busy} onPay={onPay}>
      <PayMethods link={link} choice={method} busy={busy} />
    </PayAction>
  )
  const booked = known ? (
    <>
      <BookingDetails link={known} lang={lang} timeZone={timeZone} />
      {known.paymentPlan ? (
        <Suspense fallback={null}>
          <SplitProgress link={known} lang={lang} />
        </Suspense>
      ) : null}
    </>
  ) : null
  const bookingDetails = known ? (
    <>
      {booked}
      <BookingCalendar link={known} />
    </>
  ) : null

  switch (outcome.kind) {
    case 'loading':
      return (
        <p className="payment-link__loading" role="status">
          {t('loading')}
        </p>
      )

    case 'payable': {
      const { link } = outcome
      return (
        <>
          <header className="payment-link__header">
            <p className="payment-link__eyebrow">{t('payable.eyebrow')}</p>
            <h1 ref={headingRef} tabIndex={-1} className="payment-link__heading">
              {t('payable.heading', { code: link.booking.code })}
            </h1>
            <p className="payment-link__lead">{t('payable.lead')}</p>
          </header>
          {outcome.canceled ? (
            <p className="payment-notice" role="status">
              <OutcomeIcon kind="info" />
              <span>{t('payable.canceled')}</span>
            </p>
          ) : null}
          {bookingDetails}
          <AmountSummary link={link} lang={lang} />
          {payAction(link, payLabel(link))}
          <QrBillOnRequest link={link} lang={lang} />
        </>
      )
    }

    case 'success': {
      const { link } = outcome
      const amount = link.lastPayment?.amount ?? link.booking.paid
      return (
        <>
          <OutcomeHeader tone="success" role="status" {...header} heading={t('success.heading')}>
            <p>
              {t('success.message', { amount: formatMoney(amount, lang), code: link.booking.code })}
            </p>
            {link.booking.openAmount.amount === 0 ? <p>{t('success.paidInFull')}</p> : null}
          </OutcomeHeader>
          {link.state === 'PAYABLE'
            ? // A part payment: the rest can be paid right here.
              payAction(link, payLabel(link))
            : null}
          <AmountSummary link={link} lang={lang} />
          {bookingDetails}
        </>
      )
    }

    case 'failed': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader tone="failed" role="alert" {...header} heading={t('failed.heading')}>
            <p>{t('failed.message')}</p>
          </OutcomeHeader>
          {payAction(link, t('failed.retry'))}
          <AmountSummary link={link} lang={lang} />
          {bookingDetails}
        </>
      )
    }

    case 'processing': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader
            tone="info"
            icon="pending"
            role="status"
            {...header}
            heading={t('processing.heading')}
          >
            <p>{slow ? t('processing.slow') : t('processing.message')}</p>
          </OutcomeHeader>
          {slow ? (
            <div className="payment-actions">
              <button type="button" className="button button--secondary" onClick={onTryAgain}>
                {t('processing.check')}
              </button>
            </div>
          ) : null}
          <AmountSummary link={link} lang={lang} />
        </>
      )
    }

    case 'paid': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader tone="success" role="status" {...header} heading={t('paid.heading')} />
          <AmountSummary link={link} lang={lang} />
          {bookingDetails}
        </>
      )
    }

    case 'notPayableOnline': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader
            tone="info"
            role="status"
            {...header}
            heading={t('notPayableOnline.heading')}
          >
            <p>{t('notPayableOnline.hint')}</p>
          </OutcomeHeader>
          <AmountSummary link={link} lang={lang} />
          <ContactBox />
        </>
      )
    }

    case 'bookingExpired':
      return <BookingExpired header={header} />

    case 'awaitingOrganiser':
      // Not confirmed yet: what was booked, no calendar entry and nothing to pay.
      return (
        <Suspense fallback={null}>
          <AwaitingOrganiser
            link={outcome.link}
            lang={lang}
            onCheck={onCheckAgain}
            header={(heading, hint) => (
              <OutcomeHeader tone="info" icon="pending" role="status" {...header} heading={heading}>
                <p>{hint}</p>
              </OutcomeHeader>
            )}
          >
            {booked}
          </AwaitingOrganiser>
        </Suspense>
      )

    case 'notFound':
      return (
        <>
          <OutcomeHeader
            tone="neutral"
            icon="link"
            role="status"
            {...header}
            heading={t('notFound.heading')}
          >
            <p>{t('notFound.hint')}</p>
          </OutcomeHeader>
          <ContactBox />
        </>
      )

    case 'error':
      return (
        <>
          <OutcomeHeader
            tone="failed"
            icon="error"
            role="alert"
            {...header}
            heading={
              // Server, connection and unexpected answers each say what happened; anything
              // else is the spec's unknown error. The message table loads only for this outcome.
              isApiError(outcome.cause) ? (
                <ProblemText error={outcome.cause} fallback={t('error.heading')} />
              ) : (
                t('error.heading')
              )
            }
          >
            {isApiError(outcome.cause) ? null : <p>{t('error.hint')}</p>}
          </OutcomeHeader>
          <div className="payment-actions">
            <button type="button" className="button button--secondary" onClick={onTryAgain}>
              {t('error.retry')}
            </button>
          </div>
          <ContactBox />
        </>
      )
  }
}

/**
 * The booking expired unpaid (its payment window passed; for a split bill: the organiser never
 * paid their share): its places are released and nothing is due, so no amounts and no pay
 * button, plain words and who to ask. Its texts are the split bill's, loaded when shown.
 */
function BookingExpired({ header }: { header: OutcomeHeaderProps }) {
  const { t, ready } = useTranslation('split')
  if (!ready) return null
  return (
    <>
      <OutcomeHeader tone="neutral" role="status" {...header} heading={t('bookingExpired.heading')}>
        <p>{t('bookingExpired.hint')}</p>
      </OutcomeHeader>
      <ContactBox />
    </>
  )
}

type OutcomeHeaderProps = Pick<Parameters<typeof OutcomeHeader>[0], 'headingRef' | 'eyebrow'>

function OutcomeHeader({
  tone,
  icon,
  role,
  headingRef,
  eyebrow,
  heading,
  children,
}: {
  tone: 'success' | 'failed' | 'info' | 'neutral'
  icon?: 'pending' | 'link' | 'error'
  role: 'status' | 'alert'
  headingRef: Ref<HTMLHeadingElement>
  eyebrow?: string
  heading: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={`payment-outcome payment-outcome--${tone}`} role={role}>
      <OutcomeIcon kind={icon ?? tone} />
      {eyebrow ? <p className="payment-link__eyebrow">{eyebrow}</p> : null}
      <h1 ref={headingRef} tabIndex={-1} className="payment-link__heading">
        {heading}
      </h1>
      {children}
    </div>
  )
}

function PayAction({
  label,
  busy,
  onPay,
  children,
}: {
  label: string
  busy: boolean
  onPay: () => void
  /** Above the button: the online methods' choice. */
  children?: ReactNode
}) {
  const { t } = useTranslation('payment')
  return (
    <div className="payment-actions payment-actions--pay">
      {children}
      {/* aria-disabled, not disabled: the button keeps the keyboard focus while we redirect. */}
      <button
        type="button"
        className="button button--primary payment-pay"
        aria-disabled={busy || undefined}
        aria-describedby="payment-pay-hint"
        onClick={onPay}
      >
        {busy ? t('payable.redirecting') : label}
      </button>
      <p id="payment-pay-hint" className="payment-hint" role="status">
        {busy ? t('payable.redirecting') : t('payable.providerHint')}
      </p>
    </div>
  )
}
