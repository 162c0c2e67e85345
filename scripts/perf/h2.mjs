// The benchmark's second row (scripts/bench.mjs, docs/decisions/014): the build behind Debian's
// nginx with deploy/'s configuration over HTTPS and HTTP/2, as a real host serves it, the API
// proxied to the mock of the preview server. A throw-away self-signed certificate is made for
// the run (openssl); the browser is told to accept it. Everything stays in one temp folder.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { get } from 'node:https'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { NGINX_BIN, nginxTestDir, writeConfig } from '../nginx-test-server.mjs'
import { stopper } from './harness.mjs'

/** Why this machine cannot serve the HTTP/2 row, or undefined when it can. */
export function h2Missing() {
  if (!existsSync(NGINX_BIN)) return `no ${NGINX_BIN} (apt-get install nginx)`
  if (spawnSync('openssl', ['version']).status !== 0) return 'no openssl'
  return undefined
}

/**
 * Starts nginx on `port` (HTTPS; HTTP/2 unless `http2` is false) in front of the mock API on
 * `mockPort`, serving `<root>/dist`. Returns its base URL and a stop function.
 */
export async function startNginx(port, mockPort, root, { http2 = true } = {}) {
  const dir = nginxTestDir(port)
  const config = writeConfig({
    port,
    mockPort,
    dir,
    dist: join(root, 'dist'),
    meta: join(root, 'build-meta'),
    tls: { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem'), http2 },
  })
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ].concat(['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
    { encoding: 'utf8' },
  )
  if (cert.status !== 0) throw new Error(`openssl: ${cert.stderr}`)
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', config]
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`)
  const child = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio: 'inherit' })
  const base = `https://localhost:${port}`
  const up = () =>
    new Promise((resolve) =>
      get(`${base}/version.json`, { rejectUnauthorized: false }, (response) => {
        response.resume()
        resolve(response.statusCode === 200)
      }).on('error', () => resolve(false)),
    )
  for (let attempt = 0; attempt < 100 && child.exitCode === null && !(await up()); attempt++)
    await sleep(100)
  if (child.exitCode !== null) throw new Error('nginx stopped')
  return {
    base,
    stop: stopper(child, 'SIGQUIT'),
  }
}
