import { defineConfig, devices } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { TEST_NOW } from './src/testing/test-instant'

/** Debian's Chromium needs these here (no sandbox, no GPU); shared with scripts/perf/harness.mjs. */
const chromiumFlags: string[] = JSON.parse(
  readFileSync(new URL('./scripts/chromium-flags.json', import.meta.url), 'utf8'),
)

const PORT = Number(process.env.E2E_PORT ?? 5317)
export const baseURL = `http://localhost:${PORT}`

/**
 * Debian's Chromium where it is installed (this machine and CI: no browser downloads), else the
 * browser of `npx playwright install chromium`.
 */
const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/**
 * The "nginx" project: the production build behind Debian's nginx with deploy/'s configuration
 * (scripts/nginx-test-server.mjs), the API proxied to the mock of the preview server above.
 */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? PORT + 2)
export const nginxURL = `http://localhost:${NGINX_PORT}`
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const withNginx = existsSync(nginxBin)
if (!withNginx && process.env.CI) {
  throw new Error(`${nginxBin} is missing: CI runs the nginx project (.ci/run installs nginx)`)
}
if (!withNginx && !process.env.TEST_WORKER_INDEX) {
  console.warn(
    `Skipping the Playwright project "nginx": no ${nginxBin}. Install it (Debian: apt-get install nginx libnginx-mod-http-brotli-static) or set NGINX_BIN.`,
  )
}

/**
 * deploy/Caddyfile's test (e2e/deploy-caddy.nginx.spec.ts) runs in the "nginx" project with
 * Debian's Caddy, which it starts itself.
 */
const caddyBin = process.env.CADDY_BIN ?? '/usr/bin/caddy'
const withCaddy = existsSync(caddyBin)
if (!withCaddy && process.env.CI) {
  throw new Error(`${caddyBin} is missing: CI tests deploy/Caddyfile (.ci/run installs caddy)`)
}
if (withNginx && !withCaddy && !process.env.TEST_WORKER_INDEX) {
  console.warn(
    `Skipping e2e/deploy-caddy.nginx.spec.ts: no ${caddyBin}. Install it (Debian: apt-get install caddy) or set CADDY_BIN.`,
  )
}

/**
 * Under libfaketime (scripts/with-date.mjs) the runner and the server see the faked date, but
 * Chromium would start minutes late: it gets the environment without the preload, and the page's
 * clock comes from Playwright's clock API (e2e/fixtures.ts) like in every run.
 */
const fakedDate = process.env.LD_PRELOAD?.includes('faketime') ?? false
const browserEnv = fakedDate
  ? {
      ...(process.env as Record<string, string>),
      LD_PRELOAD: (process.env.LD_PRELOAD ?? '')
        .split(/[: ]/)
        .filter((lib) => lib && !lib.includes('faketime'))
        .join(':'),
    }
  : undefined

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Sized for a busy 2-core machine (the embed page runs four widget frames); waits are on
  // conditions, this only bounds a stuck test.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    launchOptions: {
      executablePath: chromePath,
      env: browserEnv,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /nginx\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    ...(withNginx
      ? [
          {
            name: 'nginx',
            testMatch: /nginx\.spec\.ts/,
            testIgnore: withCaddy ? [] : /deploy-caddy\.nginx\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: nginxURL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The production build, served with the built-in mock API (the build runs before the suite).
      command: `npx vite preview --port ${PORT} --strictPort`,
      url: `${baseURL}/api/webshop/v1/config`,
      // A faked date needs a server started under it.
      reuseExistingServer: !process.env.CI && !fakedDate,
      timeout: 60_000,
      // Every mock session's clock starts at the test instant (src/testing/test-instant.ts).
      env: {
        MOCK_API: 'on',
        MOCK_CLOCK_START: TEST_NOW,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    },
    ...(withNginx
      ? [
          {
            command: `node scripts/nginx-test-server.mjs ${NGINX_PORT} ${PORT}`,
            url: `${nginxURL}/version.json`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
})
