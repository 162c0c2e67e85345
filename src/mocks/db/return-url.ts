/**
 * The shop's public origins, as a backend team configures them (docs/api/README.md, "Public
 * origins"): never the host the request arrived at, which behind a proxy is the backend's own.
 * The mock reads `MOCK_PUBLIC_ORIGINS` (comma-separated; a port may be `*`, a host may start
 * with `*.`). By default it allows the demo shop's origin and every loopback name the dev,
 * preview and test servers answer on, plus the hosts the server was opened to
 * (`MOCK_SERVED_HOSTS`, set by the Vite plugin from `HOST`).
 */
export const DEFAULT_PUBLIC_ORIGINS = [
  'https://shop.alpenblick.example',
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
  'http://*.localhost:*',
]

export function publicOrigins(): string[] {
  const env = typeof process === 'undefined' ? {} : process.env
  const configured = env.MOCK_PUBLIC_ORIGINS?.trim()
  if (configured) return configured.split(/\s*,\s*/).filter(Boolean)
  const served = (env.MOCK_SERVED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => `http://${host}:*`)
  return [...DEFAULT_PUBLIC_ORIGINS, ...served]
}

function originAllowed(target: URL): boolean {
  return publicOrigins().some((allowed) => {
    const match = /^(https?:)\/\/(\*\.)?([^/]+?)(?::(\d+|\*))?$/.exec(allowed)
    if (!match) return false
    const [, protocol, anySub, host, port] = match
    if (protocol !== target.protocol) return false
    const hostOk = anySub ? target.hostname.endsWith(`.${host}`) : target.hostname === host
    const portOk = port === '*' || (port ?? '') === target.port
    return hostOk && portOk
  })
}

/** Stands in as the base when a return URL is read as the browser would read it. */
const PATH_PROBE = 'http://return-path.invalid'

/**
 * The return URL must stay in the shop: a path, or an absolute URL of one of the shop's
 * configured public origins (the backend refuses open redirects). It is read as the WHATWG URL
 * parser reads it, so `/\t/evil.example` or `\\evil.example` count as the other host they are.
 */
export function safeReturnUrl(value: string): string | null {
  let target: URL
  try {
    target = new URL(value, PATH_PROBE)
  } catch {
    return null
  }
  if (target.origin === PATH_PROBE) {
    return /^\s*[a-z][a-z0-9+.-]*:/i.test(value)
      ? null
      : target.pathname + target.search + target.hash
  }
  return originAllowed(target) ? target.toString() : null
}
