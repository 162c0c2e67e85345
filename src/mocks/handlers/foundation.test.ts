// @vitest-environment node
import { describe, it, expect } from 'vitest'
import jpeg from 'jpeg-js'

const base = 'http://localhost'

describe('mock API foundation', () => {
  it('answers the configuration in a data envelope', async () => {
    const response = await fetch(`${base}/api/webshop/v1/config`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { id: string; languages: string[] } }
    expect(body.data.id).toBe('alpenblick')
    expect(body.data.languages).toEqual(['de', 'en', 'fr'])
  })

  it('selects the second shop with the mock-shop cookie', async () => {
    const response = await fetch(`${base}/api/webshop/v1/config`, {
      headers: { cookie: 'mock-shop=leman' },
    })
    const body = (await response.json()) as { data: { id: string; languages: string[] } }
    expect(body.data.id).toBe('leman')
    expect(body.data.languages).toEqual(['fr', 'en'])
  })

  it('sets the anti-forgery cookie', async () => {
    const response = await fetch(`${base}/sanctum/csrf-cookie`)
    expect(response.status).toBe(204)
  })

  it('serves pictures as JPEG at the requested width', async () => {
    const response = await fetch(`${base}/api/media/v1/media/hero-alpenblick.jpg?width=320`)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const image = jpeg.decode(new Uint8Array(await response.arrayBuffer()))
    expect(image.width).toBe(320)
    const logo = await fetch(`${base}/api/media/v1/media/logo-alpenblick.jpg?width=64`)
    const decoded = jpeg.decode(new Uint8Array(await logo.arrayBuffer()))
    expect([decoded.width, decoded.height]).toEqual([64, 64])
  })

  it('an unknown /api path is a JSON 404', async () => {
    const response = await fetch(`${base}/api/webshop/v1/nothing-here`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('answers a malformed path 400 and a missing method 405 through MSW too', async () => {
    const malformed = await fetch(`${base}/api/webshop/v1/carts/x/vouchers/%E0%A4%A`, {
      method: 'DELETE',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ code: 'MALFORMED_PATH' })
    const wrong = await fetch(`${base}/api/webshop/v1/listings`, { method: 'PUT' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
  })
})
