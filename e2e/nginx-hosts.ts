import { spawn, spawnSync } from 'node:child_process'
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NGINX_BIN, writeProductionConfig } from '../scripts/nginx-test-server.mjs'
import { expect } from '@playwright/test'

export const SHOP = 'shop.example.ch'

/**
 * What a page's path tells both deploy recipes: a private page (a cart id or token in its path,
 * the staff area) is never indexed and sends no referrer; a public one sends its origin only.
 */
export function expectPrivacyHeaders(
  headers: Record<string, string | string[] | undefined>,
  label: string,
  isPrivate: boolean,
) {
  if (isPrivate) {
    expect(headers['x-robots-tag'], label).toBe('noindex, nofollow')
    expect(headers['referrer-policy'], label).toBe('no-referrer')
  } else {
    expect(headers['x-robots-tag'], label).toBeUndefined()
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  }
}

export type Answer =
  { status: number; headers: IncomingHttpHeaders; body: string } | { error: string }

/** One raw request with a Host (and, over TLS, a server name) of the test's choosing. */
export function raw(
  port: number,
  options: {
    host: string
    path?: string
    tls?: boolean
    servername?: string
    headers?: Record<string, string>
  },
): Promise<Answer> {
  const { host, path = '/', tls = false, servername = host, headers = {} } = options
  const send = tls ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const req = send(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { Host: host, ...headers },
        ...(tls ? { servername, rejectUnauthorized: false } : {}),
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', (error) => resolve({ error: error.message }))
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')))
    req.end()
  })
}

/**
 * A backend that answers every request with the headers it received, as JSON, and with
 * `headers` of its own.
 */
export function startEcho(
  headers: Record<string, string> = {},
): Promise<{ port: number; close: () => void }> {
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(req.headers))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }),
    ),
  )
}

/**
 * deploy/nginx.conf as shipped (ports, certificate, root and backend swapped), in front of an
 * echo backend: what the production file does with hosts, the port-80 redirect and TLS.
 */
export async function startProductionNginx(httpPort: number, httpsPort: number) {
  const dir = join(tmpdir(), `webshop-nginx-production-${httpPort}`)
  const echo = await startEcho()
  const cert = join(tmpdir(), `webshop-nginx-production-${httpPort}.cert.pem`)
  const key = join(tmpdir(), `webshop-nginx-production-${httpPort}.key.pem`)
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${SHOP}`,
    '-addext',
    `subjectAltName=DNS:${SHOP}`,
    '-keyout',
    key,
    '-out',
    cert,
  ])
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`)
  const config = writeProductionConfig({
    httpPort,
    httpsPort,
    backendPort: echo.port,
    dir,
    cert,
    key,
  })
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', config]
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`)
  const nginx = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio: 'inherit' })
  // Ready once the shop's name answers on port 80.
  for (let i = 0; i < 100; i++) {
    const answer = await raw(httpPort, { host: SHOP })
    if ('status' in answer) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    stop: () => {
      nginx.kill('SIGQUIT')
      echo.close()
    },
  }
}
