import { http, HttpResponse } from 'msw'
import { DEFAULT_MEDIA_ID, clampMediaWidth, renderMediaJpeg } from '../media'
import { API, json, shopFor } from './utils'

const MEDIA_ID = /^[a-z0-9][a-z0-9-]{0,80}$/i

export const foundationHandlers = [
  http.get(`${API}/config`, ({ request }) => json({ data: shopFor(request) })),

  http.get('*/api/media/v1/media/:file', ({ params, request }) => {
    const file = String(params.file)
    const id = file.replace(/\.jpe?g$/i, '')
    // Unknown or malformed ids fall back to the default picture, as the media service does.
    const safeId = MEDIA_ID.test(id) ? id : DEFAULT_MEDIA_ID
    const width = clampMediaWidth(
      Number(new URL(request.url).searchParams.get('width')) || undefined,
    )
    const bytes = renderMediaJpeg(safeId, width)
    return new HttpResponse(bytes as unknown as BodyInit, {
      headers: {
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'public, max-age=86400',
      },
    })
  }),
]

/** Any other /api path answers a JSON 404, never the app's index.html. */
export const fallbackHandlers = [
  http.all('*/api/*', ({ request }) =>
    json(
      { message: `No route for ${new URL(request.url).pathname}`, code: 'NOT_FOUND' },
      { status: 404 },
    ),
  ),
]
