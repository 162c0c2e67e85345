import { isApiError, type ApiError } from '../../http'
import { reportError } from '../error-reporting'

/**
 * What the visitor can do next about a failed call:
 * - retry: try again now (a button, or the same button again);
 * - wait: try again after a moment (rate limit);
 * - online: try again once the connection is back (nothing was sent, or no answer came);
 * - fix: correct what was entered (422: texts at the fields or in the error summary);
 * - holdExpired: the places are no longer held: the hold-expired panel;
 * - reload: read the thing again (it changed: checked out, price changed, gone);
 * - none: nothing to do here (a final answer, e.g. a link that has expired).
 */
export type NextStep = 'retry' | 'wait' | 'online' | 'fix' | 'holdExpired' | 'reload' | 'none'

export interface Problem {
  /**
   * An i18n key with its namespace: `errors` (loaded before the first render: what a read can
   * meet) or `problems` (after it: mutations and contract codes).
   */
  key: string
  values?: Record<string, string | number>
  next: NextStep
}

/** Error codes of the contract (docs/api/README.md) with their own text, and what comes next. */
const BY_CODE: Record<string, Omit<Problem, 'values'>> = {
  CART_EXPIRED: { key: 'problems:problem.holdExpired', next: 'holdExpired' },
  HOLD_EXPIRED: { key: 'problems:problem.holdExpired', next: 'holdExpired' },
  HOLD_UNAVAILABLE: { key: 'problems:problem.holdUnavailable', next: 'reload' },
  SOLD_OUT: { key: 'problems:problem.soldOut', next: 'reload' },
  INSUFFICIENT_STOCK: { key: 'problems:problem.soldOut', next: 'reload' },
  PRICE_CHANGED: { key: 'problems:problem.priceChanged', next: 'reload' },
  CART_EMPTY: { key: 'problems:problem.cartEmpty', next: 'reload' },
  CART_CHECKED_OUT: { key: 'problems:problem.cartCheckedOut', next: 'reload' },
  CART_MODE_CONFLICT: { key: 'problems:problem.cartModeConflict', next: 'none' },
  CART_NOT_FOUND: { key: 'problems:problem.cartNotFound', next: 'reload' },
  ITEM_NOT_FOUND: { key: 'problems:problem.itemNotFound', next: 'reload' },
  VOUCHER_NOT_IN_CART: { key: 'problems:problem.itemNotFound', next: 'reload' },
  IDEMPOTENCY_KEY_REUSED: { key: 'problems:problem.keyReused', next: 'reload' },
  NO_OPEN_AMOUNT: { key: 'payment:paid.heading', next: 'none' },
  NOT_PAYABLE_ONLINE: { key: 'payment:notPayableOnline.heading', next: 'none' },
  LINK_NOT_FOUND: { key: 'payment:notFound.heading', next: 'none' },
  LINK_EXPIRED: { key: 'payment:notFound.heading', next: 'none' },
  TOO_LATE: { key: 'manage:problem.tooLate', next: 'reload' },
  NOT_CHANGEABLE: { key: 'manage:problem.notChangeable', next: 'reload' },
  BOOKING_NOT_FOUND: { key: 'manage:problem.linkGone', next: 'none' },
  BOOKING_LINK_EXPIRED: { key: 'manage:problem.linkGone', next: 'none' },
  VOUCHER_NOT_FOUND: { key: 'order:voucher.notFound', next: 'fix' },
  VOUCHER_USED_UP: { key: 'order:voucher.usedUp', next: 'fix' },
  VOUCHER_EXPIRED: { key: 'order:voucher.expired', next: 'fix' },
  VOUCHER_ALREADY_APPLIED: { key: 'order:voucher.alreadyApplied', next: 'fix' },
  HANDOFF_NOT_FOUND: { key: 'handoff:goneText', next: 'none' },
  HANDOFF_EXPIRED: { key: 'handoff:goneText', next: 'none' },
}

/**
 * The one table from a failed call to its message and next step. Order: what the client knows
 * (offline, no connection, no answer in time, unreadable answer), then the contract's code,
 * then the status. Spec wording is kept where the spec fixes it (server error, server not
 * available, unexpected answer).
 */
export function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return { key: 'errors:form.serverError', next: 'retry' }
  switch (error.kind) {
    case 'offline':
      return { key: 'problems:problem.offline', next: 'online' }
    case 'network':
      // In `errors` (loaded before the first render): a lost connection is said as such even
      // before the rest of the table's texts could be fetched.
      return { key: 'errors:connection.lost', next: 'online' }
    case 'timeout':
      return lostOrLate(error)
    case 'parse':
      return { key: 'errors:malformed', next: 'retry' }
    default:
      break
  }
  const byCode = error.code ? BY_CODE[error.code] : undefined
  if (byCode) return byCode
  const status = error.status
  if (status === 429) {
    return error.retryAfter
      ? { key: 'problems:problem.tooManyWait', values: { count: error.retryAfter }, next: 'wait' }
      : { key: 'problems:problem.tooMany', next: 'wait' }
  }
  if (status === 408) return lostOrLate(error)
  // A form places the 422's fields it holds first; what reaches the table names a field the
  // visitor cannot see or change (a return URL, a name the form does not hold): nothing to fix.
  if (status === 422) return { key: 'problems:problem.notPlaced', next: 'retry' }
  if (status === 404 || status === 410) return { key: 'problems:problem.gone', next: 'reload' }
  if (status === 409) return { key: 'problems:problem.conflict', next: 'reload' }
  if (status === 502 || status === 503 || status === 504) {
    return { key: 'errors:form.unavailable', next: 'retry' }
  }
  if (status >= 500) return { key: 'errors:form.serverError', next: 'retry' }
  return { key: 'problems:problem.invalid', next: 'retry' }
}

function lostOrLate(error: ApiError): Problem {
  // A read just came late; a mutation's outcome is unknown until it is asked again.
  return error.code !== 'ANSWER_LOST'
    ? { key: 'problems:problem.timeout', next: 'retry' }
    : { key: 'problems:problem.lostAnswer', next: 'retry' }
}

/** The message for a failed call, in the current language. */
type Translate = (key: string, options?: Record<string, string | number>) => string

export function problemMessage(t: Translate, error: unknown): string {
  const problem = problemOf(error)
  if (isApiError(error) && error.status === 422) reportUnplaced(error)
  // The `problems` namespace loads after the first render (and with the routes that need it);
  // until then a general text of the loaded `errors` namespace stands in.
  const fallback =
    problem.next === 'online'
      ? 'errors:connection.lost'
      : problem.next === 'fix'
        ? 'errors:status.400.description'
        : 'errors:form.serverError'
  return t(problem.key, { ...problem.values, defaultValue: t(fallback) })
}

const reported = new WeakSet<ApiError>()

/**
 * A 422 no field could show is the shop's or the backend's fault (e.g. a public origin missing
 * from the backend's list): the error service hears of it once, with the field names only.
 */
function reportUnplaced(error: ApiError): void {
  if (reported.has(error)) return
  reported.add(error)
  void reportError(error, {
    status: 422,
    requestId: error.requestId,
    fields: Object.keys(error.fieldErrors).join(','),
  })
}

/** The places are no longer held: the hold-expired panel is the answer, whichever call said it. */
export function isHoldExpired(error: unknown): boolean {
  return problemOf(error).next === 'holdExpired'
}

/** Laravel's 422 field texts, first per field, for an error summary. */
export function fieldTexts(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error) || error.status !== 422) return []
  return Object.entries(error.fieldErrors).flatMap(([path, messages]) =>
    messages[0] ? [{ path, message: messages[0] }] : [],
  )
}
