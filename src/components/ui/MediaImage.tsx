import type { ImgHTMLAttributes } from 'react'
import { mediaUrl } from '@/lib/media'

const DEFAULT_WIDTHS = [320, 480, 640, 1024, 1280]

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
  ...rest
}: MediaImageProps) {
  const fallback = widths[Math.min(2, widths.length - 1)] ?? 640
  return (
    <img
      src={mediaUrl(id, fallback)}
      srcSet={widths.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  )
}
