/**
 * Validation messages: a message made with `messageKey(key, params)` is translated; any other
 * text (a server's, already translated) is shown as it is.
 */
const KEY_SEPARATOR = '|'

/** A validation message as an i18n key (with its namespace) and interpolation values. */
export function messageKey(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}${KEY_SEPARATOR}${JSON.stringify(values)}` : key
}

/** Splits a message written with messageKey; plain texts come back as { text }. */
export function parseMessage(
  message: string,
): { key: string; values: Record<string, unknown> } | { text: string } {
  const [key = '', json] = message.split(KEY_SEPARATOR, 2)
  if (!/^[\w-]+:[\w.-]+$/.test(key)) return { text: message }
  try {
    return { key, values: json ? (JSON.parse(json) as Record<string, unknown>) : {} }
  } catch {
    return { text: message }
  }
}

/** The translation function of react-i18next, as far as messages need it. */
type Translate = (key: string, values: Record<string, unknown>) => string

export function translateMessage(t: Translate, message: string): string {
  const parsed = parseMessage(message)
  if ('text' in parsed) return parsed.text
  return t(parsed.key, parsed.values)
}

/** The first message of a field's error (a text, a list of them, or an issue object). */
export function messageOf(error: unknown): string | undefined {
  if (!error) return undefined
  if (typeof error === 'string') return error
  if (Array.isArray(error)) return messageOf(error[0])
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return undefined
}
