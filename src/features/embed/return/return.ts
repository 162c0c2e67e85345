import { readSession, writeSession } from '@/lib/session/session-store'
import { openedFromWidgetOn, plainTitle } from '@/features/embed/host-page/host-page'

/**
 * Where a widget's checkout (top level or new tab) reports the purchase: the link's fragment,
 * never sent to a server, carries the return address, widget id and how it opened. Only an
 * opaque order reference, value, currency and offers travel back; never the cart id, tokens,
 * names or e-mail addresses (docs/embed.md).
 */
export interface EmbedReturn {
  returnUrl: string
  widgetId: string
  via: 'top' | 'new-tab'
  /** The host page's title, when the loader announced it. */
  title?: string
}

/** The fragment's parameters, as the widget's checkout link writes them (EmbedCheckoutLink). */
const PARAM = 'webshop-return'
const key = (cartId: string) => `embed-return:${cartId}`

export function parseEmbedReturn(hash: string): EmbedReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const returnUrl = params.get(PARAM)
  const widgetId = params.get('w') ?? ''
  const via = params.get('via')
  if (!returnUrl || !/^[a-zA-Z0-9_-]{1,40}$/.test(widgetId)) return null
  if (via !== 'top' && via !== 'new-tab') return null
  const title = plainTitle(params.get('t'))
  try {
    const url = new URL(returnUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    url.hash = ''
    return { returnUrl: url.href, widgetId, via, ...(title ? { title } : {}) }
  } catch {
    return null
  }
}

/**
 * At the start of checkout: keeps the widget's return information for this cart and takes the
 * fragment out of the address bar. Anyone can write such a fragment into a link: it counts
 * only when this page was opened from the shop's own widget embedded on that origin.
 */
export function rememberEmbedReturn(cartId: string, referrer?: string): void {
  if (!new URLSearchParams(window.location.hash.replace(/^#/, '')).has(PARAM)) return
  const info = parseEmbedReturn(window.location.hash)
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', pathname + search)
  if (info && openedFromWidgetOn(info.returnUrl, referrer)) {
    writeSession(key(cartId), JSON.stringify(info))
  }
}

export function recallEmbedReturn(cartId: string): EmbedReturn | null {
  try {
    const stored = readSession(key(cartId))
    if (!stored) return null
    const info = JSON.parse(stored) as Record<string, string>
    return parseEmbedReturn(
      `#${new URLSearchParams({ [PARAM]: info.returnUrl ?? '', w: info.widgetId ?? '', via: info.via ?? '', t: info.title ?? '' })}`,
    )
  } catch {
    return null
  }
}
