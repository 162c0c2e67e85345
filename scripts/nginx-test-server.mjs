#!/usr/bin/env node
// Serves the production build (dist/) with Debian's nginx and the configuration in deploy/, for
// the Playwright project "nginx": /api, /sanctum and /mock-payment go to the mock API of the
// preview server. Everything nginx writes (pid, logs, temp files) stays in one temp folder, so
// it runs without root. Usage: node scripts/nginx-test-server.mjs <nginx port> <mock API port>
import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** The top of a test nginx.conf: everything it writes stays in `dir`; the http block is open. */
function nginxPrelude(dir, brotli, connections) {
  const abs = (p) => resolve(dir, p)
  return `${brotli ? `load_module ${BROTLI_STATIC};\n` : ''}worker_processes 1;
pid ${abs('nginx.pid')};
error_log ${abs('error.log')} warn;
events { worker_connections ${connections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${abs('access.log')};
    client_body_temp_path ${abs('tmp/body')};
    proxy_temp_path ${abs('tmp/proxy')};
    fastcgi_temp_path ${abs('tmp/fastcgi')};
    uwsgi_temp_path ${abs('tmp/uwsgi')};
    scgi_temp_path ${abs('tmp/scgi')};
`
}

/** The folder of one test server: conf/, root/ (the served copy of dist/), logs and temp files. */
export function nginxTestDir(port) {
  return join(tmpdir(), `webshop-nginx-${port}`)
}

/**
 * `tls`: `{ cert, key }` serves HTTPS with HTTP/2 as deploy/nginx.conf does (`http2: false`: HTTPS
 * with HTTP/1.1), for the benchmark's second row (scripts/perf/h2.mjs, a throw-away certificate);
 * plain HTTP/1.1 without it.
 */
export function writeConfig({ port, mockPort, dir, dist = 'dist', meta = 'build-meta', tls }) {
  const csp = join(meta, 'csp.conf')
  if (!existsSync(join(dist, 'index.html')) || !existsSync(csp)) {
    throw new Error(`nginx-test-server: ${dist}/ or ${csp} is missing; run npm run build first`)
  }
  rmSync(dir, { recursive: true, force: true })
  const conf = join(dir, 'conf')
  const tmp = join(dir, 'tmp')
  mkdirSync(tmp, { recursive: true })
  // Workers of a root master run as nobody: they write proxy buffers here.
  chmodSync(tmp, 0o777)
  cpSync('deploy/nginx', join(conf, 'webshop'), { recursive: true })
  cpSync(csp, join(conf, 'webshop', 'csp.conf'))
  // The one setting of deploy/nginx/backend.conf, pointed at the mock. Host stays the shop's so
  // the mock builds its payment-provider links on the shop's origin (a real backend has its own).
  writeFileSync(
    join(conf, 'webshop', 'backend.conf'),
    `proxy_pass http://127.0.0.1:${mockPort};\nproxy_set_header Host $http_host;\n`,
  )
  cpSync(dist, join(dir, 'root'), { recursive: true })
  const brotli = existsSync(BROTLI_STATIC)
  const abs = (p) => resolve(dir, p)
  writeFileSync(
    join(conf, 'nginx.conf'),
    `${nginxPrelude(dir, brotli, 256)}    include webshop/http.conf;
    server {
        listen 127.0.0.1:${port} default_server${tls ? (tls.http2 === false ? ' ssl' : ' ssl http2') : ''};${
          tls
            ? `
        ssl_reject_handshake on;`
            : ''
        }
        include webshop/refuse.conf;
    }
    server {
        listen 127.0.0.1:${port}${tls ? (tls.http2 === false ? ' ssl' : ' ssl http2') : ''};
        server_name localhost;${tls ? `\n        ssl_certificate ${tls.cert};\n        ssl_certificate_key ${tls.key};` : ''}
        root ${abs('root')};
        include webshop/site.conf;
        ${brotli ? 'include webshop/brotli.conf;' : '# no brotli_static module installed'}
        # The mock's payment provider (a real one lives elsewhere).
        location /mock-payment {
            include webshop/headers.conf;
            include webshop/proxy.conf;
            include webshop/backend.conf;
        }
    }
}
`,
  )
  return join(conf, 'nginx.conf')
}

/**
 * deploy/nginx.conf itself, its ports, certificate, root and backend swapped for test ones: the
 * nginx project checks the production file's server blocks (unknown hosts refused, the port-80
 * redirect, TLS) on it. Throws when the file no longer has the shape these swaps expect.
 */
export function writeProductionConfig({ httpPort, httpsPort, backendPort, dir, cert, key }) {
  const conf = join(dir, 'conf')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'tmp'), { recursive: true })
  chmodSync(join(dir, 'tmp'), 0o777)
  cpSync('deploy/nginx', join(conf, 'webshop'), { recursive: true })
  cpSync(join('build-meta', 'csp.conf'), join(conf, 'webshop', 'csp.conf'))
  writeFileSync(
    join(conf, 'webshop', 'backend.conf'),
    `proxy_pass http://127.0.0.1:${backendPort};\n`,
  )
  const swaps = [
    [/^\s*listen \[::\]:\d+.*$/gm, ''],
    [/listen 80\b/g, `listen 127.0.0.1:${httpPort}`],
    [/listen 443\b/g, `listen 127.0.0.1:${httpsPort}`],
    [/ssl_certificate \S+;/g, `ssl_certificate ${cert};`],
    [/ssl_certificate_key \S+;/g, `ssl_certificate_key ${key};`],
    [/root \/srv\/webshop\/dist;/g, `root ${resolve('dist')};`],
  ]
  let text = readFileSync('deploy/nginx.conf', 'utf8')
  for (const [pattern, value] of swaps) {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: nothing matches ${pattern}`)
    text = text.replace(pattern, value)
  }
  const brotli = existsSync(BROTLI_STATIC)
  writeFileSync(
    join(conf, 'nginx.conf'),
    `${nginxPrelude(dir, brotli, 64)}${text.replace(/include webshop\/brotli\.conf;/, brotli ? '$&' : '# no brotli_static module installed')}
}
`,
  )
  return join(conf, 'nginx.conf')
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const port = Number(process.argv[2])
  const mockPort = Number(process.argv[3])
  const dir = nginxTestDir(port)
  const config = writeConfig({ port, mockPort, dir })
  // As on a deploy: the pages of this origin, read from the API behind it (README, "Deploy").
  const prerender = spawnSync(
    process.execPath,
    [
      'scripts/prerender/cli.mjs',
      '--api',
      `http://127.0.0.1:${mockPort}`,
      '--origin',
      `http://localhost:${port}`,
      '--dist',
      join(dir, 'root'),
    ],
    { stdio: 'inherit' },
  )
  if (prerender.status !== 0) process.exit(1)
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', config]
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (check.status !== 0) {
    console.error(check.stderr, readFileSync(config, 'utf8'))
    process.exit(1)
  }
  const nginx = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio: 'inherit' })
  const stop = () => nginx.kill('SIGQUIT')
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  nginx.on('exit', (code) => process.exit(code ?? 0))
}
