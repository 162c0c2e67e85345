import * as v from 'valibot'
import { reportError } from '../reliability/error-reporting'
import { ApiError } from './error'
import { REQUEST_ID_HEADER } from './headers'
import { retryAfterSeconds } from './retry'

/** An answered call's body, read as JSON and parsed by its schema when it has one. */
export async function parseAnswer<T>(
  response: Response,
  url: string,
  path: string,
  schema: v.GenericSchema | undefined,
): Promise<T> {
  let json: unknown
  try {
    json = await response.json()
  } catch (cause) {
    throw malformed(url, response, cause, 'The answer is not JSON')
  }
  if (!schema) return json as T
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) {
    const where = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ')
    throw malformed(url, response, parsed.issues, `Unexpected answer from ${path}: ${where}`)
  }
  return parsed.output as T
}

function malformed(url: string, response: Response, cause: unknown, message: string): ApiError {
  const error = new ApiError({
    kind: 'parse',
    status: response.status,
    message,
    url,
    code: 'MALFORMED_RESPONSE',
    requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    cause,
  })
  void reportError(error, { url, requestId: error.requestId, status: response.status })
  return error
}

/** An error status as an ApiError: Laravel's message, code, field errors and details. */
export async function toApiError(response: Response, url: string): Promise<ApiError> {
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = await response.json()
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>
  } catch {
    // Not JSON (a proxy's HTML error page, say): the status tells enough.
  }
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined
  const fieldErrors =
    response.status === 422 && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string[]>)
      : undefined
  const error = new ApiError({
    kind: 'http',
    status: response.status,
    message: typeof body.message === 'string' ? body.message : response.statusText || 'Error',
    url,
    code: typeof body.code === 'string' ? body.code : undefined,
    requestId: response.status >= 500 ? requestId : undefined,
    fieldErrors,
    retryAfter: retryAfterSeconds(response),
    details:
      body.details && typeof body.details === 'object'
        ? (body.details as Record<string, unknown>)
        : undefined,
  })
  if (response.status >= 500) {
    void reportError(error, { url, requestId, status: response.status })
  }
  return error
}
