import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SHOP, raw } from './nginx-hosts'

export const CADDY_BIN = process.env.CADDY_BIN ?? '/usr/bin/caddy'

/**
 * Replaces the one line of `text` that reads `anchor` (indentation aside) with `value`. Throws
 * when there is none or more than one, so an edit of deploy/Caddyfile that moves an anchor fails
 * the test instead of leaving a production setting in the tested file.
 */
function swapLine(text: string, anchor: string, value: string): string {
  const lines = text.split('\n')
  const found = lines.flatMap((line, index) => (line.trim() === anchor ? [index] : []))
  if (found.length !== 1) {
    throw new Error(`deploy/Caddyfile: "${anchor}" is on ${found.length} lines, not on one`)
  }
  const index = found[0]!
  lines[index] = lines[index]!.replace(anchor, value)
  return lines.join('\n')
}

/**
 * deploy/Caddyfile as shipped, with only what a test host needs swapped: the site address (plain
 * HTTP on `port`), root, the CSP file of this build, the backend, and no admin endpoint (it would
 * take port 2019, which another run may hold).
 */
export function writeCaddyfile(options: { port: number; upstream: string; dir: string }) {
  const { port, upstream, dir } = options
  let text = readFileSync('deploy/Caddyfile', 'utf8')
  text = swapLine(
    text,
    'import /etc/caddy/webshop-csp.caddy',
    `import ${resolve('build-meta/csp.caddy')}`,
  )
  text = swapLine(text, `${SHOP} {`, `http://localhost:${port} {`)
  text = swapLine(text, 'root * /srv/webshop/dist', `root * ${resolve('dist')}`)
  text = swapLine(text, 'reverse_proxy https://api.my-shop.ch {', `reverse_proxy ${upstream} {`)
  if (text.trimStart().startsWith('{')) {
    throw new Error('deploy/Caddyfile has a global options block: merge admin off into it')
  }
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'Caddyfile')
  writeFileSync(file, `{\n\tadmin off\n}\n\n${text}`)
  return file
}

/**
 * Caddy with deploy/Caddyfile on http://localhost:`port` in front of `upstream`, serving dist/.
 * Its certificate store and autosave go to a temp folder (no root needed), its log to caddy.log
 * there; a start that fails throws with that log.
 */
export async function startCaddy(port: number, upstream: string) {
  // Whatever already answers there would be tested instead (this Caddy could not listen).
  if ('status' in (await raw(port, { host: `localhost:${port}` }))) {
    throw new Error(
      `port ${port} already answers: pick another E2E_PORT (Caddy listens on it + 10, + 11)`,
    )
  }
  const dir = join(tmpdir(), `webshop-caddy-${port}`)
  rmSync(dir, { recursive: true, force: true })
  const config = writeCaddyfile({ port, upstream, dir })
  const logFile = join(dir, 'caddy.log')
  const log = openSync(logFile, 'w')
  const caddy = spawn(CADDY_BIN, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
    },
    stdio: ['ignore', log, log],
  })
  let exited = false
  const exit = new Promise<void>((done) =>
    caddy.on('exit', () => {
      exited = true
      done()
    }),
  )
  const failed = (why: string) =>
    new Error(`caddy ${why}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`)
  for (let i = 0; ; i++) {
    if (exited) throw failed('exited')
    const answer = await raw(port, { host: `localhost:${port}`, path: '/version.json' })
    if ('status' in answer && answer.status === 200) break
    if (i === 100) {
      caddy.kill('SIGTERM')
      throw failed('did not answer /version.json in 10 s')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    // Caddy waits for open connections on SIGTERM without a limit; a test's stop does not.
    stop: async () => {
      caddy.kill('SIGTERM')
      const force = setTimeout(() => caddy.kill('SIGKILL'), 5000)
      await exit
      clearTimeout(force)
    },
  }
}

export type Bytes = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A GET with the test's headers; the body as sent, still compressed when it was. */
export function getBytes(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<Bytes>((done, fail) => {
    const options = {
      host: '127.0.0.1',
      port,
      path,
      headers: { Host: `localhost:${port}`, ...headers },
    }
    const req = request(options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${path}`)))
    req.end()
  })
}
