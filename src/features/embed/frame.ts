import { useEffect, useSyncExternalStore } from 'react'
import type { ListingSummary } from '@/api/listings'
import { listingCommerce } from '@/lib/embed/commerce'
import * as v from 'valibot'
import { embedderOrigin, plainTitle } from './host-page/host-page'
import {
  InboundMessageSchema,
  PurchaseMessageSchema,
  envelope,
  parseOrigin,
  type FrameConfig,
  type OutboundMessage,
  type WidgetKind,
} from '@/lib/embed/protocol'

/**
 * The embedded page's side of the protocol. It knows its widget id and its host's origin from
 * the URL the loader built, talks only to window.parent, and accepts configuration only from
 * that parent at that origin. Frame mode is off until a valid configuration arrives.
 */
interface FrameState {
  widgetId: string | null
  hostOrigin: string | null
  /**
   * The host page a checkout started here returns to (on the host's origin; `data-return`),
   * only when the browser confirms that origin as the page embedding this frame.
   */
  returnUrl: string | null
  /** The host page's title as the loader announced it (plain, bounded), for the way back. */
  hostTitle: string | null
  config: FrameConfig | null
}

const EMPTY: FrameState = {
  widgetId: null,
  hostOrigin: null,
  returnUrl: null,
  hostTitle: null,
  config: null,
}
let state: FrameState = EMPTY
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function useFrameState(): FrameState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}

export function isInFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window
}

/** Sends a message to the host page, if there is one that loaded us through the loader. */
export function postToHost(message: OutboundMessage): void {
  if (!isInFrame() || !state.widgetId || !state.hostOrigin) return
  window.parent.postMessage(envelope(state.widgetId, message), state.hostOrigin)
}

/** Handles one message event; exported for tests. Returns whether it was accepted. */
export function acceptHostMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
): boolean {
  if (!state.widgetId || !state.hostOrigin) return false
  if (event.source !== window.parent || event.origin !== state.hostOrigin) return false
  const parsed = v.safeParse(InboundMessageSchema, event.data)
  if (!parsed.success || parsed.output.widgetId !== state.widgetId) return false
  state = { ...state, config: parsed.output.config }
  emit()
  return true
}

/**
 * The shop's success page in a tab this frame opened reports a purchase (same origin, never the
 * host); the frame passes it on to its host. Exported for tests.
 */
export function acceptPurchaseReport(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) {
  if (event.origin !== window.location.origin || event.source === window.parent) return false
  const parsed = v.safeParse(PurchaseMessageSchema, event.data)
  if (!parsed.success || parsed.output.widgetId !== state.widgetId) return false
  const { type, transactionId, value, currency, items } = parsed.output
  postToHost({ type, transactionId, value, currency, items })
  return true
}

/** An http(s) URL on the host's origin, else null. */
function hostPage(value: string | null, hostOrigin: string | null): string | null {
  if (!value || !hostOrigin) return null
  try {
    const url = new URL(value)
    return url.origin === hostOrigin ? url.href : null
  } catch {
    return null
  }
}

/**
 * Starts the bridge: reads ?widget and ?origin, listens for configuration, reports the page's
 * height whenever it changes. Returns a stop function.
 */
export function startFrameBridge(
  search: URLSearchParams = new URLSearchParams(window.location.search),
  embedder: string | null = embedderOrigin(),
) {
  const widget = search.get('widget')
  const hostOrigin = parseOrigin(search.get('origin') ?? undefined)
  const confirmed = hostOrigin !== null && hostOrigin === embedder
  state = {
    widgetId: widget && /^[a-zA-Z0-9_-]{1,40}$/.test(widget) ? widget : null,
    hostOrigin,
    returnUrl: confirmed ? hostPage(search.get('return'), hostOrigin) : null,
    hostTitle: confirmed ? plainTitle(search.get('host')) : null,
    config: null,
  }
  emit()
  const onMessage = (event: MessageEvent) =>
    void (acceptHostMessage(event) || acceptPurchaseReport(event))
  window.addEventListener('message', onMessage)
  // In the popup, Escape closes it from inside the widget too (unless the widget used it).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) postToHost({ type: 'key:escape' })
  }
  window.addEventListener('keydown', onKey)

  let last = -1
  const measure = () => Math.ceil(document.documentElement.getBoundingClientRect().height)
  const report = (type: 'ready' | 'resize') => {
    const height = measure()
    if (type === 'resize' && height === last) return
    last = height
    postToHost({ type, height })
  }
  report('ready')
  const observer = new ResizeObserver(() => report('resize'))
  observer.observe(document.body)
  return () => {
    window.removeEventListener('message', onMessage)
    window.removeEventListener('keydown', onKey)
    observer.disconnect()
  }
}

let running = false
/**
 * Starts the bridge once for the page, before the first widget page's effects run (the
 * embedded layout's first render), so its first events (viewed, navigation) have their host.
 */
export function ensureFrameBridge(): void {
  if (running || typeof window === 'undefined') return
  running = true
  startFrameBridge()
}

/** For tests. */
export function resetFrameState(): void {
  state = EMPTY
  emit()
}

/**
 * Widget viewed: once per widget page shown in a frame. About one listing (booking, listing
 * widgets) it carries the offer and its lowest price, as GA4's view_item wants.
 */
export function useWidgetViewed(widget: WidgetKind, listing?: ListingSummary): void {
  const slug = listing?.slug
  useEffect(() => {
    postToHost({
      type: 'widget:viewed',
      widget,
      path: window.location.pathname,
      ...(listing ? listingCommerce(listing) : undefined),
    })
    // Once per page (widget and listing), not per refetch of the listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widget, slug])
}
