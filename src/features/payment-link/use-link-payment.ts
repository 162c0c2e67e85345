import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  paymentLinkQueries,
  useCreatePaymentLinkPayment,
  type PaymentLink,
  type PaymentLinkPaymentInput,
} from '@/api/payment-links'
import type { OnlineMethod, PaymentStart } from '@/api/orders'
import {
  endPayIntent,
  endsPayIntent,
  leaveForProvider,
  methodFor,
  outcomeOfError,
  outcomeOfLink,
  outcomeOfPayError,
  payIntentKey,
  payScope,
  useBackFromProvider,
  type LinkOutcome as Outcome,
  type MethodChoice,
} from '@/features/payments'
import { isApiError, isLostAnswer } from '@/lib/http'
import { isWellFormedToken } from '@/lib/navigation/token'

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
 * The payment link page's state: the link as the API reads it, the outcome it shows, and
 * paying it (one pay intent, one key; the screen stays as clicked while the payment starts).
 */
export function useLinkPayment({ lang, token, returnedPaymentId }: PaymentLinkPageProps) {
  const scope = payScope.link(token)
  const router = useRouter()
  const wellFormed = isWellFormedToken(token)
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

  // The pay intent's outcome is known: the next click starts a new payment with a new key.
  const intentOver = endsPayIntent(outcome)
  useEffect(() => {
    if (intentOver) endPayIntent(scope)
  }, [intentOver, scope])

  useEffect(() => {
    if (outcome.kind !== 'processing') return
    const timer = window.setTimeout(() => setSlow(true), POLL_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [outcome.kind])

  // Back from the provider with the browser's back button, the page may come from the
  // back/forward cache as it was left: "redirecting". Make it usable and current again.
  useBackFromProvider(() => {
    inFlight.current = false
    setRedirecting(false)
    setFrozen(null)
    void refetch()
  })

  const onStarted = (start: PaymentStart) => {
    if (start.next.type === 'REDIRECT') {
      setRedirecting(true)
      if (leaveForProvider(start.next.url, { paymentId: start.payment.id })) return
      endPayIntent(scope)
      inFlight.current = false
      setRedirecting(false)
      setFrozen(null)
      setPayFailure('error')
      return
    }
    // Settled without a redirect: show it as a return from that payment.
    endPayIntent(scope)
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
    if (!isLostAnswer(error)) endPayIntent(scope)
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
    const idempotencyKey = payIntentKey(scope, input)
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

  const method: MethodChoice = {
    chosen: chosenMethod,
    refused: methodRefused,
    onChange: (next) => {
      setChosenMethod(next)
      setMethodRefused(false)
    },
  }

  return { outcome, busy, slow, method, pay, tryAgain, checkAgain }
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
