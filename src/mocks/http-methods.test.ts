// @vitest-environment node
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server as mswServer } from './node'
import { resetMockDb } from './db/session'
import { startMockHttp } from '../testing/mock-http'

/**
 * Requests no route answers, over real HTTP as the dev and preview servers serve the mock: a
 * method a path does not have, and a path that cannot be decoded. Node's fetch refuses TRACE,
 * so these go through node:http.
 */
let close: () => Promise<void>
let base = ''

beforeAll(async () => {
  mswServer.close()
  resetMockDb()
  const started = await startMockHttp()
  base = started.base
  close = started.close
})
afterAll(() => close())

function send(method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('methods and paths no route answers', () => {
  it.each([
    ['TRACE', '/api/webshop/v1/listings', 'GET'],
    ['PUT', '/api/webshop/v1/listings', 'GET'],
    ['DELETE', '/api/webshop/v1/config', 'GET'],
    ['PATCH', '/api/webshop/v1/carts/crt_x/items', 'POST'],
    ['GET', '/api/webshop/v1/carts/crt_x/checkout/submit', 'POST'],
  ])('%s %s answers 405 JSON with Allow: %s', async (method, path, allow) => {
    const answer = await send(method, path)
    expect(answer.status).toBe(405)
    expect(answer.headers['content-type']).toMatch(/application\/json/)
    expect(answer.headers.allow).toBe(allow)
    expect(JSON.parse(answer.body)).toMatchObject({
      message: expect.any(String),
      code: 'METHOD_NOT_ALLOWED',
    })
  })

  it('lists every method a path has in Allow', async () => {
    const answer = await send('PUT', '/api/webshop/v1/carts/crt_x/items/itm_y')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('DELETE, PATCH')
  })

  it('TRACE on a path no route has answers 405 too, never the 404 of a missing route', async () => {
    const answer = await send('TRACE', '/api/webshop/v1/nothing')
    expect(answer.status).toBe(405)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
  })

  it('an unknown path with a common method still answers 404 JSON', async () => {
    const answer = await send('PUT', '/api/webshop/v1/nothing')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'NOT_FOUND' })
  })

  it.each([
    ['DELETE', '/api/webshop/v1/carts/x/vouchers/%E0%A4%A'],
    ['GET', '/api/webshop/v1/listings/%E0%A4%A'],
    ['GET', '/api/webshop/v1/%'],
    ['POST', '/api/__mock/%ZZ'],
  ])('%s %s (a malformed escape) answers 400 JSON', async (method, path) => {
    const answer = await send(method, path)
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/application\/json/)
    expect(JSON.parse(answer.body)).toMatchObject({
      message: expect.any(String),
      code: 'MALFORMED_PATH',
    })
  })

  it('still serves the routes themselves', async () => {
    expect((await send('GET', '/api/webshop/v1/listings')).status).toBe(200)
    expect((await send('POST', '/api/webshop/v1/carts')).status).toBe(201)
  })
})
