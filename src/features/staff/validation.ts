import * as v from 'valibot'
import { messageKey, type FieldMessages } from '@/lib/form'

/**
 * A form validator from a valibot schema: each failing field gets its message as a key of
 * the `staff` namespace (the schemas' messages are `validation.*` and `staff.*` keys, shared
 * with the mock's answers); valibot's own English texts become "invalid".
 */
export function fieldErrors(schema: v.GenericSchema, value: unknown): FieldMessages {
  const result = v.safeParse(schema, value)
  const fields: FieldMessages = {}
  if (result.success) return fields
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)
    if (!path || fields[path]) continue
    const key = /^(validation|staff)\.\w+$/.test(issue.message)
      ? issue.message
      : 'validation.invalid'
    fields[path] = messageKey(`staff:${key}`)
  }
  return fields
}
