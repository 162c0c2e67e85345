import * as v from 'valibot'
import { textOn } from '@/lib/theme/contrast'

/**
 * The embed postMessage protocol, version 1 (docs/embed.md). Every message carries
 * `source: 'webshop-embed'` and `version: 1`; anything else is ignored.
 */
export const EMBED_SOURCE = 'webshop-embed'
export const EMBED_VERSION = 1

const Channel = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))
const Rgb = v.tuple([Channel, Channel, Channel])
const WidgetId = v.pipe(v.string(), v.regex(/^[a-zA-Z0-9_-]{1,40}$/))

/** What the host page may set. Any of it switches frame mode on. */
export const FrameConfigSchema = v.strictObject({
  /** Hide the widget's own heading (the host page has its own). */
  hideHeader: v.optional(v.boolean()),
  /** Palette overrides, like the shop configuration's colorPalette. */
  palette: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,20}$/)),
      // Without a foreground (the loader's data-color) the text is black or white, whichever
      // reads better: the loader leaves that sum to the frame to stay small.
      v.pipe(
        v.strictObject({ background: Rgb, foreground: v.optional(Rgb) }),
        v.transform(({ background, foreground }) => ({
          background,
          foreground: foreground ?? ([...textOn(background)] as [number, number, number]),
        })),
      ),
    ),
  ),
  /** Where checkout opens: the host's window (top) or a new tab. */
  checkoutTarget: v.optional(v.picklist(['top', 'new-tab'])),
})
export type FrameConfig = v.InferOutput<typeof FrameConfigSchema>

/** Host → shop. */
export const InboundMessageSchema = v.strictObject({
  source: v.literal(EMBED_SOURCE),
  version: v.literal(EMBED_VERSION),
  type: v.literal('config'),
  widgetId: WidgetId,
  config: FrameConfigSchema,
})
export type InboundMessage = v.InferOutput<typeof InboundMessageSchema>

/** One item of an e-commerce event, in GA4's shape (no personal data: the offer, not the person). */
export interface EventItem {
  /** The listing's slug. */
  item_id: string
  item_name: string
  /** The offer's title (SKU), when known. */
  item_variant?: string
  /** In major units, e.g. 49.5 for CHF 49.50. */
  price: number
  quantity: number
}

/** Value, currency and items: what the conversion events carry besides their own fields. */
export interface Commerce {
  value: number
  currency: string
  items: EventItem[]
}

export type WidgetKind = 'search' | 'upcoming' | 'booking' | 'listing'

/**
 * Shop → host. No cart ids, order tokens, names or e-mail addresses: a cart id is the
 * credential of its cart (docs/api/README.md), so it never leaves the shop's pages.
 */
export type OutboundMessage =
  | { type: 'ready'; height: number }
  | { type: 'resize'; height: number }
  | { type: 'navigation'; path: string; title: string }
  | { type: 'key:escape' }
  | ({ type: 'widget:viewed'; widget: WidgetKind; path: string } & Partial<Commerce>)
  | { type: 'date:selected'; listing: string; date: string }
  | ({ type: 'cart:item-added'; itemCount: number } & Commerce)
  | ({ type: 'checkout:started'; target: 'top' | 'new-tab' } & Commerce)
  | ({ type: 'purchase:completed'; transactionId: string } & Commerce)

/**
 * Purchase completed, as the shop's success page in a new tab reports it to the widget's frame
 * that opened it (window.opener, same origin); the frame passes it on to its host.
 */
const Amount = v.pipe(v.number(), v.finite(), v.minValue(0))
export const PurchaseMessageSchema = v.object({
  source: v.literal(EMBED_SOURCE),
  version: v.literal(EMBED_VERSION),
  type: v.literal('purchase:completed'),
  widgetId: WidgetId,
  transactionId: v.pipe(v.string(), v.maxLength(40)),
  value: Amount,
  currency: v.pipe(v.string(), v.length(3)),
  items: v.pipe(
    v.array(
      v.object({
        item_id: v.string(),
        item_name: v.string(),
        item_variant: v.optional(v.string()),
        price: Amount,
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
      }),
    ),
    v.maxLength(50),
  ),
})

export function envelope(widgetId: string, message: OutboundMessage) {
  return { source: EMBED_SOURCE, version: EMBED_VERSION, widgetId, ...message }
}

export const WidgetParamsSchema = v.object({
  widget: v.optional(WidgetId),
  origin: v.optional(v.pipe(v.string(), v.url())),
})

/** The host's origin, from the `origin` parameter the loader adds; null when malformed. */
export function parseOrigin(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}
