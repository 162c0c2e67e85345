import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { CartSchema, cartQueries, storeCart, type Cart } from '@/api/carts'
import { useSubmitCheckout, type SubmitInput, type SubmitResult } from '@/api/checkout'
import {
  endPayIntent,
  leaveForProvider,
  payIntentKey,
  payScope,
  useBackFromProvider,
} from '@/features/payments'
import { isApiError, isLostAnswer } from '@/lib/http'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import type { Problem } from './PaymentProblem'
import type { StepId } from './steps'
import { clearContactDraft, rememberOrderToken } from './shared/storage'

/**
 * The checkout's submit: one submit intent = one Idempotency-Key (kept in sessionStorage until
 * its outcome is known), so a double click, a retry or a reload books once; then off to the
 * provider or the success page. A refusal becomes a field error (`showFieldErrors`), another
 * step (`onGoTo`) or a problem said above the buttons.
 */
export function useCheckoutSubmit({
  cart,
  lang,
  onGoTo,
  showFieldErrors,
}: {
  cart: Cart
  lang: string
  onGoTo: (step: StepId) => void
  /** Puts the API's field errors on the form's fields: false when none of them is there. */
  showFieldErrors: (fieldErrors: Record<string, string[] | undefined>) => boolean
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const submit = useSubmitCheckout(cart.id, lang)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const inFlight = useRef(false)
  const scope = payScope.cart(cart.id)

  // The cart is checked out by now: load again, which leads to the order's page.
  useBackFromProvider(() => {
    inFlight.current = false
    setRedirecting(false)
    void queryClient.invalidateQueries({ queryKey: [...cartQueries.all(), cart.id] })
    void router.invalidate()
  })

  const toSuccess = () =>
    navigate({
      to: '/$lang/checkout/$cart/success',
      params: { lang, cart: cart.id },
    })

  const onResult = (result: SubmitResult) => {
    if (result.next.type === 'REDIRECT') {
      setRedirecting(true)
      if (leaveForProvider(result.next.url, { order: result.order.code })) {
        endPayIntent(scope)
        return
      }
      setRedirecting(false)
      endPayIntent(scope)
      // The order exists: the success page offers to pay again.
      void toSuccess()
      return
    }
    endPayIntent(scope)
    clearContactDraft(cart.id)
    void toSuccess()
  }

  const handleError = (error: unknown) => {
    if (!isApiError(error)) {
      setProblem({ kind: 'failure', message: problemMessage(t, error) })
      return
    }
    if (error.status === 422) {
      const paths = Object.keys(error.fieldErrors)
      if (
        paths.some(
          (path) =>
            path === 'contact' || path.startsWith('customer') || path.startsWith('attendee'),
        )
      ) {
        onGoTo('contact')
        return
      }
      if (paths.some((path) => path.startsWith('items.'))) {
        onGoTo('configuration')
        return
      }
      if (!showFieldErrors(error.fieldErrors))
        setProblem({ kind: 'failure', message: problemMessage(t, error) })
      return
    }
    switch (error.code) {
      case 'HOLD_EXPIRED':
      case 'CART_EXPIRED':
        // The checkout page shows the hold-expired panel for any call that says so
        // (lib/hold-expired): one panel, not a second one beside the button.
        setProblem(null)
        return
      case 'SOLD_OUT':
      case 'HOLD_UNAVAILABLE': {
        const ids = error.details?.itemIds
        setProblem({
          kind: 'soldOut',
          itemIds: Array.isArray(ids)
            ? ids.filter((id): id is string => typeof id === 'string')
            : [],
        })
        return
      }
      case 'PRICE_CHANGED': {
        const parsed = v.safeParse(CartSchema, error.details?.cart)
        if (parsed.success) {
          storeCart(queryClient, parsed.output, lang)
          setProblem({
            kind: 'priceChanged',
            before: cart.totals.total,
            after: parsed.output.totals.total,
          })
        } else {
          void queryClient.invalidateQueries({ queryKey: [...cartQueries.all(), cart.id] })
          setProblem({ kind: 'priceChanged', before: cart.totals.total, after: cart.totals.total })
        }
        return
      }
      case 'CART_CHECKED_OUT':
        void toSuccess()
        return
      default:
        setProblem({ kind: 'failure', message: problemMessage(t, error) })
    }
  }

  /** Books the cart with this input, once per intent. */
  const book = async (input: SubmitInput) => {
    if (inFlight.current) return
    inFlight.current = true
    setProblem(null)
    const idempotencyKey = payIntentKey(scope, input)
    try {
      const result = await submit.mutateAsync({ input, idempotencyKey })
      // The success page and the return from the provider find the order by this alone.
      rememberOrderToken(cart.id, result.order.token)
      // Booked: the page is leaving (provider or success page). The guard stays up, so a late
      // second click of a double click cannot start a new intent meanwhile.
      onResult(result)
    } catch (error) {
      inFlight.current = false
      // A lost answer (network, 5xx) keeps the key: trying again replays the same booking.
      if (!isLostAnswer(error)) endPayIntent(scope)
      handleError(error)
    }
  }

  return {
    book,
    problem,
    setProblem,
    redirecting,
    busy: submit.isPending || redirecting,
  }
}
