import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleMockRequest } from '@/mocks/http'

/**
 * The mock handlers over real HTTP (as the dev and preview servers serve them), for Vitest
 * files in the node environment that need cookies and CSRF to travel like a browser's.
 * Call `mswServer.close()` first: the Vitest setup intercepts every request otherwise.
 */
export async function startMockHttp(): Promise<{ base: string; close: () => Promise<void> }> {
  const http: Server = createServer((req, res) => {
    void handleMockRequest(req, res, () => {
      res.statusCode = 404
      res.end('not a mock path')
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return { base, close: () => new Promise<void>((resolve) => http.close(() => resolve())) }
}

export type TinyBrowser = (
  path: string,
  init?: RequestInit & { json?: unknown },
) => Promise<Response>

/** A tiny browser: keeps cookies, sends the CSRF header as a browser client does. */
export function tinyBrowser(base: string, session?: string): TinyBrowser {
  const jar = new Map<string, string>()
  if (session) jar.set('mock-session', session)
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  return async (path, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', cookieHeader())
    // As a browser client does: the cookie's value, URL-decoded, on every call.
    const token = jar.get('XSRF-TOKEN')
    if (token && !headers.has('X-XSRF-TOKEN'))
      headers.set('X-XSRF-TOKEN', decodeURIComponent(token))
    if (init.json !== undefined) headers.set('content-type', 'application/json')
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [key, ...value] = (pair ?? '').split('=')
      if (!key) continue
      // Max-Age=0 deletes the cookie, as a browser does.
      if (/max-age=0(;|$)/i.test(line)) jar.delete(key)
      else jar.set(key, value.join('='))
    }
    return response
  }
}
