/**
 * Pieces every block of the generated contract (src/api/openapi.ts and the blocks it merges in,
 * src/api/share/openapi.ts and src/api/staff/openapi.ts) writes alike. A module of its own so the
 * blocks need not import the generator that imports them. Relative imports only, like the schemas.
 */
import type { Param } from './openapi'

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
