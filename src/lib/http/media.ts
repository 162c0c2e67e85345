import { env } from '../env'

export const SHARE_IMAGE_WIDTH = 1024
export const FAVICON_WIDTH = 64

/** Where the media service serves pictures: `<MEDIA_PATH><id>.jpg?width=<px>`. */
export const MEDIA_PATH = '/api/media/v1/media/'

/** URL of a picture from the media service at a given width. */
export function mediaUrl(id: string, width: number): string {
  return `${env.apiBaseUrl}${MEDIA_PATH}${encodeURIComponent(id || 'default')}.jpg?width=${Math.round(width)}`
}
