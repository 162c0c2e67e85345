import { env } from './env'

export const SHARE_IMAGE_WIDTH = 1024
export const FAVICON_WIDTH = 64

/** URL of a picture from the media service at a given width. */
export function mediaUrl(id: string, width: number): string {
  return `${env.apiBaseUrl}/api/media/v1/media/${encodeURIComponent(id || 'default')}.jpg?width=${Math.round(width)}`
}
