import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCreateOrderPayment, type Order, type PaymentMethod } from '@/api/orders'
import { isLostAnswer } from '@/lib/http'
import { goToPaymentProvider } from '@/lib/navigation'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { lastPayment } from './order-outcome'
import { endPayIntent, payIntentKey, payScope } from './online/pay-intent'
import { leaveForProvider, useBackFromProvider } from './online/provider'

/**
 * Paying an order's open amount again from its page (after checkout): online with the last
 * attempt's method, another method the order allows, or back to the provider page still open.
 * `refetch` reads the order again, which decides what the page shows.
 */
export function useOrderPayment({
  order,
  token,
  returnUrl,
  refetch,
}: {
  order: Order | undefined
  token: string
  returnUrl: string
  refetch: () => unknown
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const pay = useCreateOrderPayment(token)
  const [failure, setFailure] = useState<string | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const inFlight = useRef(false)

  useBackFromProvider(() => {
    inFlight.current = false
    setRedirecting(false)
    void refetch()
  })

  /** Pays the open amount again: online (NOW) or with another method the order allows. */
  const retry = (method: PaymentMethod = 'NOW') => {
    if (inFlight.current || redirecting) return
    inFlight.current = true
    setFailure(null)
    const scope = payScope.order(token)
    // Again with the online method of the last attempt (TWINT stays TWINT).
    const onlineMethod = order ? lastPayment(order)?.method : undefined
    const input =
      method === 'NOW'
        ? { returnUrl, ...(onlineMethod ? { onlineMethod } : {}) }
        : { returnUrl, method }
    pay.mutate(
      { input, idempotencyKey: payIntentKey(scope, input) },
      {
        onSuccess: (start) => {
          inFlight.current = false
          if (start.next.type === 'REDIRECT') {
            setRedirecting(true)
            if (leaveForProvider(start.next.url, { order: order?.code })) {
              endPayIntent(scope)
              return
            }
            setRedirecting(false)
            setFailure(t('errors:form.serverError'))
          }
          endPayIntent(scope)
          void refetch()
        },
        onError: (error) => {
          inFlight.current = false
          if (!isLostAnswer(error)) endPayIntent(scope)
          setFailure(problemMessage(t, error))
          void refetch()
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

  return { retry, continuePayment, failure, redirecting, busy: pay.isPending || redirecting }
}
