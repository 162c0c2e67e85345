import type { ImgHTMLAttributes } from 'react'
import { firstPicture, useFirstCriticalWorkDone } from '@/lib/loading/critical-work'
import { mediaUrl } from '@/lib/http/media'

const DEFAULT_WIDTHS = [320, 480, 640, 1024, 1280]

/**
 * The fetch priority attribute. React 18 (decision 015) knows it only in lower case: it still
 * writes `fetchPriority` but warns on every render.
 */
const HIGH = { fetchpriority: 'high' } as const
const AUTO = { fetchpriority: 'auto' } as const
const fetchPriority = (high: boolean | undefined) => (high ? HIGH : AUTO)

export interface MediaImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  id: string
  alt: string
  /** Intrinsic size used for the aspect ratio, so the page does not shift while loading. */
  width: number
  height: number
  /** Candidate widths for srcset. */
  widths?: readonly number[]
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  /**
   * Further down a list: asked for only once the page's critical things (its first pictures,
   * `priority`; a listing's first days' slots) are in (src/lib/loading/critical-work.ts), then lazily as usual. Within the browser's lazy-load distance
   * (1250 px and more) a phone would otherwise fetch the next cards' pictures at once.
   */
  defer?: boolean
}

/** A picture from the media service with srcset/sizes, fixed aspect ratio and lazy loading. */
export function MediaImage({
  id,
  alt,
  width,
  height,
  widths = DEFAULT_WIDTHS,
  sizes = '100vw',
  priority = false,
  defer = false,
  ...rest
}: MediaImageProps) {
  const ready = useFirstCriticalWorkDone(defer)
  const fallback = widths[Math.min(2, widths.length - 1)] ?? 640
  return (
    <img
      ref={priority ? firstPicture : undefined}
      // Without a source until released (img:not([src]) keeps its box, its alt text hidden: styles.css).
      src={ready ? mediaUrl(id, fallback) : undefined}
      srcSet={ready ? widths.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', ') : undefined}
      sizes={ready ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...fetchPriority(priority)}
      {...rest}
    />
  )
}
