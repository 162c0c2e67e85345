/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath, URL } from 'node:url'
import { mockApiPlugin } from './scripts/vite-mock-api.ts'
import { buildVersionPlugin } from './scripts/vite-build-version.ts'
import { bootPlugin } from './scripts/vite-boot.ts'
import { cataloguesPlugin } from './scripts/vite-catalogues.ts'
import { precompressPlugin } from './scripts/vite-precompress.ts'
import { buildMetaPlugin } from './scripts/vite-build-meta.ts'
import { devPagesPlugin } from './scripts/vite-dev-pages.ts'
import { embedLoaderPlugin } from './scripts/vite-embed-loader.ts'
import { schemaDescriptionsPlugin, trimPlugin } from './scripts/vite-trim.ts'
import { chunkGuardPlugin } from './scripts/vite-chunk-guard.ts'
import { prerenderPreviewPlugin } from './scripts/vite-prerender.ts'

/**
 * Modules below any of `folders` (paths below src/, each may hold a regex alternation), except
 * those in a `deferred/` folder: those load with whatever imports them, never with a group.
 */
function inFolders(...folders: string[]): RegExp {
  const paths = folders.map((folder) => folder.replaceAll('/', String.raw`[\\/]`))
  return new RegExp(
    String.raw`[\\/]src[\\/](${paths.join('|')})[\\/](?!([^\\/?]+[\\/])*deferred[\\/])`,
  )
}

/** Modules that any of `tests` matches. */
function anyOf(...tests: RegExp[]): RegExp {
  return new RegExp(tests.map((test) => test.source).join('|'))
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const mockOn = (env.MOCK_API ?? 'on').toLowerCase() !== 'off'
  const proxyTarget = env.API_PROXY_TARGET
  const proxy =
    !mockOn && proxyTarget
      ? Object.fromEntries(
          ['/api', '/sanctum', '/storage'].map((p) => [
            p,
            { target: proxyTarget, changeOrigin: true },
          ]),
        )
      : undefined
  const listenHost = env.HOST || '127.0.0.1'
  const openToNetwork = !['127.0.0.1', 'localhost', '::1'].includes(listenHost)
  const buildId = env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14)

  const plugins: PluginOption[] = [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: what a page needs to load (queries, schemas) arrives with the
      // page, not in the first page's bundle. Intent preloading fetches both ahead of a click.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    trimPlugin(),
    chunkGuardPlugin(),
    cataloguesPlugin(),
    schemaDescriptionsPlugin(),
    buildVersionPlugin(buildId),
    bootPlugin(env.VITE_API_BASE_URL ?? '', '/api/webshop/v1/config', '/api/webshop/v1/listings'),
    // Before the precompressed files' server: a page's path becomes its file's first.
    ...(mockOn ? [prerenderPreviewPlugin()] : []),
    precompressPlugin(),
    embedLoaderPlugin(),
    buildMetaPlugin({ apiBaseUrl: env.VITE_API_BASE_URL, sentryDsn: env.VITE_SENTRY_DSN }),
  ]
  if (mockOn) plugins.push(mockApiPlugin(), devPagesPlugin())

  return {
    plugins,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The form library's devtools reporting, without devtools (src/vendor/form/devtools-event-client.ts).
        '@tanstack/devtools-event-client': fileURLToPath(
          new URL('./src/vendor/form/devtools-event-client.ts', import.meta.url),
        ),
      },
    },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    // The catalogues are read whole (i18next): no named export per top-level key in their chunks.
    json: { namedExports: false },
    // Loopback only unless HOST opens the servers to the network (HOST=0.0.0.0): they serve the
    // mock API and the dev tooling. 127.0.0.1 answers localhost and *.localhost too (multi-tenant
    // shop hosts); Vite's default host check admits those, any host once the network is open.
    server: { host: listenHost, allowedHosts: openToNetwork || undefined, proxy },
    preview: { host: listenHost, allowedHosts: openToNetwork || undefined, proxy },
    build: {
      manifest: true,
      // Maps for error reporting, without the sourceMappingURL comment in every shipped file;
      // written to build-meta/ with the manifest, not deployed (scripts/vite-build-meta.ts).
      sourcemap: 'hidden',
      // Every browser we support preloads modules natively: no polyfill in the entry.
      modulePreload: { polyfill: false },
      target: 'es2022',
      rolldownOptions: {
        // No "significant time in plugins" report when the machine is busy: not the reader's concern.
        checks: { bundlerTimings: false },
        // The API layer (schemas, calls, queries, mutations) and the features' modules run
        // nothing when imported (style sheets aside): a page taking one query from an
        // `@/api/<x>` barrel, or one component from a feature's front door (`@/features/<f>`),
        // does not load the rest of it.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]src[\\/]api[\\/]/, sideEffects: false },
            { test: /[\\/]src[\\/]features[\\/].*\.tsx?$/, sideEffects: false },
          ],
        },
        output: {
          // Fewer, larger chunks for what every page needs: the framework in one file and the
          // app's shared code in another compress better than dozens of tiny chunks. Groups name
          // folders (a route by its path), never lists of files: a file's folder says where it
          // loads, and a `deferred/` folder's modules never load with the first page.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                // Not what only later pages use (mutations, parallel and suspense queries): those
                // parts travel with the pages that call them.
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|query-core|react-query)|i18next|react-i18next|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval)[\\/](?!.*[\\/](mutationObserver|queriesObserver|useMutation|useQueries|useSuspenseQueries|useSuspenseInfiniteQuery|useInfiniteQuery|infiniteQueryObserver|useMutationState|useIsFetching|HydrationBoundary|hydration|streamedQuery|usePrefetchQuery|usePrefetchInfiniteQuery)\.js)/,
                priority: 20,
              },
              {
                name: 'app',
                // The entry, the route definitions (their components and loaders stay split,
                // ?tsr-split=…), the first page's concerns of `lib` and `components` and the
                // overview: one script and one style sheet instead of several, each a round trip
                // on HTTP/1.1's six lanes (docs/performance.md, "Files and lanes").
                test: anyOf(
                  inFolders(
                    'lib/(env|format|head|http|i18n|loading|navigation|reliability|sanitize|theme|time)',
                    'components/(layout|ui)',
                    'features/listings/overview',
                  ),
                  /[\\/]src[\\/](routes[\\/][^?]*|main\.tsx|router\.tsx|routeTree\.gen\.ts)$/,
                ),
                priority: 10,
              },
              // The shop layout route's component with the remembered cart reference: every shop
              // page loads both, the listing deep link at once; apart, its calendar came a round
              // trip later on HTTP/1.1. Below `app`: with its dependencies it would take app's.
              {
                name: 'shell',
                test: anyOf(
                  inFolders('lib/cart-ref'),
                  /[\\/]src[\\/]routes[\\/]\$lang[\\/]_default[\\/]route\.tsx\?tsr-split=component$/,
                ),
                priority: 9.5,
              },
              // The order schemas (also the payment link's) with the query library's mutations:
              // the pages that change data need both.
              {
                name: 'order-schemas',
                test: /src[\\/]api[\\/](orders|qr-bill|split-bill)[\\/]schema\.ts$|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](mutationObserver|useMutation|useMutationState)\.js/,
                priority: 9,
              },
              // The shop's controls (styles only): the payment link's method choice needs them
              // without the form library, the staff area and the checkout with it.
              { name: 'controls', test: inFolders('lib/controls'), priority: 8.5 },
              {
                name: 'form',
                test: anyOf(
                  /node_modules[\\/]@tanstack[\\/](react-form|form-core|pacer-lite)[\\/]/,
                  inFolders('lib/form', 'vendor/form'),
                ),
                priority: 8,
              },
              // The cart's API, hold clock and hooks, for the pages that hold or change a cart
              // (listing detail, booking widget, drawer, checkout): one file, not about ten.
              {
                name: 'cart',
                test: inFolders(
                  'api/(availability|carts|checkout)',
                  'lib/hold',
                  'features/cart/shared',
                ),
                priority: 7,
              },
              // The tab-long store under the pay intents and the checkout's drafts: its own small
              // file, so the payment link does not load the checkout's parts and form library.
              { name: 'session-store', test: inFolders('lib/session'), priority: 6.7 },
              // The method choice, the pay intent and the return from the provider, shared by the
              // payment link and the checkout's payment and success steps: one file, not five.
              // With split bills' lazy views: the same pages show them, a file fewer each.
              {
                name: 'payments',
                test: inFolders('features/payments/online', 'features/split-bill/lazy'),
                priority: 6.6,
              },
              // The deposit and gift voucher views' stand-ins (their code loads only with an order
              // that has them): apart, so the booking page does not load the checkout's parts.
              {
                name: 'payment-parts',
                test: inFolders('features/payments/stand-ins'),
                priority: 6.5,
              },
              // Which page embeds a widget, read by the frame's bridge and the checkout's return
              // link: in checkout-parts it would bring the form library to every widget page.
              { name: 'host-page', test: inFolders('features/embed/host-page'), priority: 6.5 },
              // What the checkout's steps share (validation, summary, person fields, phone
              // numbers, the way back to a partner's page).
              {
                name: 'checkout-parts',
                test: inFolders('features/checkout/shared', 'features/embed/return', 'lib/phone'),
                priority: 6,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      restoreMocks: true,
      // A busy 2-core CI machine: a test's first lazy import alone can take seconds; a test waits on
      // conditions (asyncUtilTimeout), this only bounds a hung test.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  }
})
