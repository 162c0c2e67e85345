import * as v from 'valibot'
import { message, type Lang } from '../db/locale'
import { validationError } from './utils'

type Result<T> = { ok: true; value: T } | { ok: false; response: Response }

/**
 * Validates a request body with the app's own schema and answers as Laravel does: 422 with
 * every failing field as a dot path and a text in the request language.
 */
export function validateBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  lang: Lang,
): Result<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, body ?? {})
  if (parsed.success) return { ok: true, value: parsed.output }
  return { ok: false, response: validationError(issuesToErrors(parsed.issues, lang)) }
}

export function issuesToErrors(
  issues: readonly v.BaseIssue<unknown>[],
  lang: Lang,
  prefix = '',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_'
    // A missing value fails its type check; Laravel calls that "required".
    const key =
      issue.input === undefined || issue.input === null ? 'validation.required' : issue.message
    const text = message(key, lang)
    const at = `${prefix}${path}`
    if (!errors[at]?.includes(text)) (errors[at] ??= []).push(text)
  }
  return errors
}
