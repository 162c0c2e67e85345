export {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_PATH,
  IDEMPOTENCY_HEADER,
  LOCALE_HEADER,
  REQUEST_ID_HEADER,
  newIdempotencyKey,
  readCookie,
  setApiLocale,
} from './headers'
export { ApiError, isApiError, isLostAnswer, type ApiErrorKind } from './error'
export { DEADLINE_MS, RETRY_STATUSES, SHORT_RETRY_AFTER_S } from './retry'
export { resetCsrfToken } from './csrf'
export { apiRequest, buildUrl, type RequestOptions } from './request'
