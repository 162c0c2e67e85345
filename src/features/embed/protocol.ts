import * as v from 'valibot'

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
      v.strictObject({ background: Rgb, foreground: Rgb }),
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

/** Shop → host. */
export type OutboundMessage =
  | { type: 'ready'; height: number }
  | { type: 'resize'; height: number }
  | { type: 'navigation'; path: string; title: string }
  | { type: 'cart:item-added'; cartId: string; itemCount: number }
  | { type: 'checkout:started'; cartId: string; url: string; target: 'top' | 'new-tab' }

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
