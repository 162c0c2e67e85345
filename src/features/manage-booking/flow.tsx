import { useRef, useState, type ReactNode } from 'react'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isApiError, isLostAnswer } from '@/lib/http'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { endIntent, intentKey } from '@/lib/session/intent'
// The checkout's notices and the shop's controls: loaded with the changes, not with the page.
import '@/features/checkout/checkout.css'
import '@/lib/controls/controls.css'

/**
 * A confirmed change of a booking (cancelling, moving): sent once at a time, with one
 * Idempotency-Key per confirmation (a lost answer keeps it, so sending again replays the same
 * change), a PRICE_CHANGED answer asking again and any other failure shown in words.
 */
export function useConfirmedChange<TInput, TResult>(
  mutation: UseMutationResult<TResult, Error, { input: TInput; key: string }>,
  scope: string,
  handlers: {
    onSuccess: (result: TResult) => void
    /** The quote changed meanwhile: refetch it; returns the message to show. */
    onPriceChanged: () => string
    /** After the failure's message is shown. */
    onFailure?: (error: Error) => void
    /** The failure in words, when the flow knows better than the message table. */
    describe?: (error: Error) => string
  },
) {
  const { t } = useTranslation('manage')
  const [failure, setFailure] = useState<string | null>(null)
  const inFlight = useRef(false)
  const send = (input: TInput) => {
    inFlight.current = true
    setFailure(null)
    mutation.mutate(
      { input, key: intentKey(scope, input) },
      {
        onSuccess: (result) => {
          inFlight.current = false
          endIntent(scope)
          handlers.onSuccess(result)
        },
        onError: (error) => {
          inFlight.current = false
          if (!isLostAnswer(error)) endIntent(scope)
          if (isApiError(error) && error.code === 'PRICE_CHANGED') {
            setFailure(handlers.onPriceChanged())
            return
          }
          setFailure(handlers.describe ? handlers.describe(error) : problemMessage(t, error))
          handlers.onFailure?.(error)
        },
      },
    )
  }
  return { failure, setFailure, send, sending: () => inFlight.current }
}

/** A quote of the API: while it is asked, why it failed, or what it says. */
export function QuoteState<TData>({
  quote,
  pendingText,
  describe,
  children,
}: {
  quote: UseQueryResult<TData>
  pendingText: string
  /** The failure in words, when the flow knows better than the message table. */
  describe?: (error: Error) => string
  children: (data: TData) => ReactNode
}) {
  const { t } = useTranslation('manage')
  return quote.isPending ? (
    <p role="status">{pendingText}</p>
  ) : quote.isError ? (
    <p className="notice notice--error" role="alert">
      {describe ? describe(quote.error) : problemMessage(t, quote.error)}
    </p>
  ) : quote.data ? (
    children(quote.data)
  ) : null
}

/** The end of a change flow: its failure, the confirming button (once possible) and back. */
export function FlowFooter({
  failure,
  confirm,
  backLabel,
  onBack,
}: {
  failure: string | null
  confirm: ReactNode
  backLabel: string
  onBack: () => void
}) {
  return (
    <>
      {failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="payment-actions">
        {confirm}
        <button type="button" className="button button--secondary" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </>
  )
}
