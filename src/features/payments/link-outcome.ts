import { isApiError } from '@/lib/http'
import type { PaymentLink } from '@/api/payment-links'

/**
 * What the payment link page shows. The API decides every outcome; the `payment` id the
 * provider appends to the return URL only says which payment the visitor just came back from.
 */
export type Outcome =
  | { kind: 'loading' }
  | { kind: 'payable'; link: PaymentLink; canceled: boolean }
  | { kind: 'processing'; link: PaymentLink }
  | { kind: 'success'; link: PaymentLink }
  | { kind: 'failed'; link: PaymentLink }
  | { kind: 'paid'; link: PaymentLink }
  | { kind: 'notPayableOnline'; link: PaymentLink }
  /** The booking expired unpaid (e.g. a split bill's organiser never paid): nothing is due. */
  | { kind: 'bookingExpired'; link: PaymentLink }
  /** The booking was cancelled (by the organiser or by staff): nothing is due. */
  | { kind: 'bookingCancelled'; link: PaymentLink }
  /** A split bill's guest share before the organiser has paid theirs: not payable yet. */
  | { kind: 'awaitingOrganiser'; link: PaymentLink }
  | { kind: 'notFound' }
  /** cause: the failed call, so the page can say what happened (problems.ts). */
  | { kind: 'error'; cause?: unknown }

export type OutcomeKind = Outcome['kind']

/** 404 (unknown token) and 410 (expired) are one outcome: the page is no oracle for tokens. */
export function isLinkGone(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410)
  )
}

export function outcomeOfError(error: unknown): 'notFound' | 'error' {
  return isLinkGone(error) ? 'notFound' : 'error'
}

/** The outcome a failed "pay" request stands for, when the answer tells one. */
export function outcomeOfPayError(
  error: unknown,
):
  | 'paid'
  | 'notPayableOnline'
  | 'bookingExpired'
  | 'bookingCancelled'
  | 'awaitingOrganiser'
  | 'notFound'
  | 'error' {
  if (isLinkGone(error)) return 'notFound'
  if (isApiError(error) && error.status === 409) {
    if (error.code === 'NO_OPEN_AMOUNT') return 'paid'
    if (error.code === 'NOT_PAYABLE_ONLINE') return 'notPayableOnline'
    if (error.code === 'BOOKING_EXPIRED') return 'bookingExpired'
    if (error.code === 'BOOKING_CANCELLED') return 'bookingCancelled'
    if (error.code === 'AWAITING_ORGANISER') return 'awaitingOrganiser'
  }
  return 'error'
}

export function outcomeOfLink(link: PaymentLink, returnedPaymentId?: string): Outcome {
  if (link.state === 'NOT_PAYABLE_ONLINE') return { kind: 'notPayableOnline', link }
  if (link.state === 'BOOKING_EXPIRED') return { kind: 'bookingExpired', link }
  if (link.state === 'BOOKING_CANCELLED') return { kind: 'bookingCancelled', link }
  if (link.state === 'AWAITING_ORGANISER') return { kind: 'awaitingOrganiser', link }
  const returned =
    returnedPaymentId !== undefined && link.lastPayment?.id === returnedPaymentId
      ? link.lastPayment
      : undefined
  if (returned) {
    switch (returned.status) {
      case 'CONFIRMED':
        return { kind: 'success', link }
      case 'FAILED':
        if (link.state === 'PAYABLE') return { kind: 'failed', link }
        break
      case 'CANCELED':
        if (link.state === 'PAYABLE') return { kind: 'payable', link, canceled: true }
        break
      case 'CREATED':
      case 'PENDING':
        // Back from the provider before it told the backend: wait for the confirmation.
        if (link.state === 'PAYABLE') return { kind: 'processing', link }
        break
    }
  }
  if (link.state === 'PAID') return { kind: 'paid', link }
  return { kind: 'payable', link, canceled: false }
}

/** Once one of these is shown, the pay intent is over: the next "pay" is a new intent. */
export function endsPayIntent(outcome: Outcome): boolean {
  switch (outcome.kind) {
    case 'success':
    case 'failed':
    case 'paid':
    case 'notPayableOnline':
    case 'awaitingOrganiser':
    case 'notFound':
      return true
    case 'payable':
      return outcome.canceled
    default:
      return false
  }
}
