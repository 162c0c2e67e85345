import * as v from 'valibot'

/**
 * Search params of the payment link page. The provider appends `payment` (which payment the
 * visitor returns from) and `result` (a hint the page does not trust) to the return URL.
 * Anything malformed is dropped rather than failing the page.
 */
const optionalText = v.fallback(
  v.optional(
    v.union([
      v.string(),
      v.pipe(
        v.number(),
        v.transform((value) => String(value)),
      ),
    ]),
  ),
  undefined,
)

export const paymentLinkSearchSchema = v.object({
  payment: optionalText,
  result: optionalText,
})
export type PaymentLinkSearch = v.InferOutput<typeof paymentLinkSearchSchema>

/** Tokens are URL-safe and short; anything else cannot exist and is not sent to the API. */
const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/))

export function isWellFormedToken(token: string): boolean {
  return v.is(TokenSchema, token)
}
