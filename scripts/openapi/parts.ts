/**
 * Pieces every block of the generated contract (the operation tables, scripts/openapi/share.ts
 * and scripts/openapi/staff.ts) writes alike. A module of its own so the blocks need not import
 * the generator that imports them.
 */
import type { JsonSchema } from '@valibot/to-json-schema'
import type { Param } from './types'

/** A reference to a named schema of the document's components. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** A required path parameter (a string). */
export const pathParam = (name: string, description: string): Param => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
})

export const CART = pathParam('cart', 'Unguessable cart id the app keeps in localStorage.')

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  409: 'Conflict with the current state.',
  410: 'Gone.',
  422: 'Validation failed: `errors` maps dot paths to texts in the request language.',
}

/** An error answer with its machine-readable codes: Laravel's 422 body, or { message, code }. */
export function errorResponse(status: number, codes: readonly string[]) {
  return {
    description: `${ERROR_TEXT[status] ?? 'Error.'}${codes.length ? ` Codes: ${codes.join(', ')}.` : ''}`,
    ...(codes.length ? { 'x-error-codes': codes } : {}),
    content: {
      'application/json': { schema: ref(status === 422 ? 'ValidationError' : 'Error') },
    },
  }
}

export const str = { type: 'string' } as const
export const int = (minimum?: number, maximum?: number): JsonSchema => ({
  type: 'integer',
  ...(minimum !== undefined ? { minimum } : {}),
  ...(maximum !== undefined ? { maximum } : {}),
})
export const date: JsonSchema = { type: 'string', format: 'date' }

export const RETURN_URL =
  'returnUrl must be a path (`/de/...`) or an absolute URL of the shop origin; anything else is a 422 (no open redirect).'
