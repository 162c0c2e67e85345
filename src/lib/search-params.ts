import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/** A text written as a JSON string (`"5"`, `"Kajak"`) as the text; anything else throws. */
function quotedText(text: string): string {
  const value: unknown = JSON.parse(text)
  if (typeof value !== 'string') throw new TypeError('not a quoted text')
  return value
}

/**
 * Search values are plain text in the address bar: `?people=5&page=2`, as a visitor would type
 * and share it. The router's default writes a text that reads as JSON in quotes
 * (`?people=%225%22`) to keep its type; every route's `validateSearch` parses text itself
 * (numbers and booleans as the router reads them, or as text), so the quotes buy nothing. Only
 * a text that itself reads as a quoted JSON text (a search for `"Kajak Tour"`) is written in
 * quotes, so it comes back as typed. Objects, which no route has, would be written as JSON.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, quotedText)

/**
 * Reads what `stringifySearch` writes and the quoted form of links shared before (`"5"` is 5).
 * A text that merely looks like JSON (`q=[1]`, `q=null`) stays the text it is.
 */
export const parseSearch = parseSearchWith(quotedText)
