import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/** A text written as a JSON string (`"5"`, `"Kajak"`) as the text; anything else throws. */
function quotedText(text: string): string {
  const value: unknown = JSON.parse(text)
  if (typeof value !== 'string') throw new TypeError('not a quoted text')
  return value
}

/**
 * Search values are plain text (`?people=5`), as a visitor would type and share them, not the
 * router's quoted JSON (`?people=%225%22`): every route's `validateSearch` parses text itself.
 * Only a text that reads as quoted JSON keeps its quotes, so it comes back as typed.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, quotedText)

/**
 * Reads what `stringifySearch` writes and the quoted form of links shared before (`"5"` is 5).
 * A text that merely looks like JSON (`q=[1]`, `q=null`) stays the text it is.
 */
export const parseSearch = parseSearchWith(quotedText)
