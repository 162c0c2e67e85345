/**
 * Which page embeds this frame, as the browser tells it, and a readable name for it. The
 * loader's `?origin=` and `?return=` are only what someone wrote into the frame's address:
 * the way back leads only to a page the browser confirms.
 */

/** The origin of the page that embeds this frame: the browser's own account, not the URL's. */
export function embedderOrigin(
  ancestors: DOMStringList | undefined = window.location.ancestorOrigins,
  referrer: string = document.referrer,
): string | null {
  if (ancestors && ancestors.length > 0) return ancestors.item(0)
  try {
    return referrer ? new URL(referrer).origin : null
  } catch {
    return null
  }
}

/** The widget routes, where the checkout link of a frame is pressed. */
const EMBED_ROUTE = /^\/(de|en|fr)\/embed\/v1\//

/**
 * A checkout at the top level came from a widget of this shop embedded on `returnUrl`'s
 * origin: its referrer is the shop's own widget page, whose address carries that origin.
 */
export function openedFromWidgetOn(
  returnUrl: string,
  referrer: string = document.referrer,
  ownOrigin: string = window.location.origin,
): boolean {
  try {
    const from = new URL(referrer)
    if (from.origin !== ownOrigin || !EMBED_ROUTE.test(from.pathname)) return false
    return from.searchParams.get('origin') === new URL(returnUrl).origin
  } catch {
    return false
  }
}

const TITLE_MAX = 60

/**
 * The host page's title as the loader announced it, made plain: no control or direction
 * characters, one space between words, at most 60 characters. Null when nothing is left.
 */
export function plainTitle(value: string | null | undefined): string | null {
  if (!value) return null
  const plain = value.replace(
    // eslint-disable-next-line no-control-regex -- control and bidi characters are what is removed
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    ' ',
  )
  const words = plain.replace(/\s+/g, ' ').trim()
  if (!words) return null
  return words.length > TITLE_MAX ? `${words.slice(0, TITLE_MAX - 1).trimEnd()}…` : words
}

/**
 * The name shown on the way back: the page's title, else its host name without `www.` and
 * port; null for a bare address (an IP or localhost), which names nothing a visitor knows.
 */
export function hostLabel(returnUrl: string, title?: string | null): string | null {
  const named = plainTitle(title)
  if (named) return named
  try {
    const host = new URL(returnUrl).hostname
    if (host === 'localhost' || host.startsWith('[') || /^[\d.]+$/.test(host)) return null
    return host.replace(/^www\./, '')
  } catch {
    return null
  }
}
