/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath, URL } from 'node:url'
import { mockApiPlugin } from './scripts/vite-mock-api.ts'
import { buildVersionPlugin } from './scripts/vite-build-version.ts'
import { bootPlugin } from './scripts/vite-boot.ts'
import { precompressPlugin } from './scripts/vite-precompress.ts'

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
    buildVersionPlugin(buildId),
    bootPlugin(env.VITE_API_BASE_URL ?? '', '/api/webshop/v1/config'),
    precompressPlugin(),
  ]
  if (mockOn) plugins.push(mockApiPlugin())

  return {
    plugins,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    // *.localhost and 127.0.0.1 must work as well as localhost (multi-tenant shop hosts).
    server: { host: true, allowedHosts: true, proxy },
    preview: { host: true, allowedHosts: true, proxy },
    build: {
      manifest: true,
      // Maps for error reporting, without the sourceMappingURL comment in every shipped file.
      sourcemap: 'hidden',
      // Every browser we support preloads modules natively: no polyfill in the entry.
      modulePreload: { polyfill: false },
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Fewer, larger chunks for what every page needs: the framework in one file and the
          // app's shared code in another compress better than dozens of tiny chunks.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|query-core|react-query)|i18next|react-i18next|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval)[\\/]/,
                priority: 20,
              },
              {
                name: 'app',
                // Shared code plus the home page's own modules: the first page needs them all.
                test: /src[\\/]((lib|components)[\\/](?!sanitize-dompurify|form)|features[\\/]listings[\\/](OverviewPage|ListingCard|Filters|route-data|search|labels))/,
                priority: 10,
              },
              // The route definitions (params, search validation, guards) the router needs at
              // start; their components and loaders stay split (?tsr-split=…).
              { name: 'routes', test: /src[\\/]routes[\\/][^?]*$/, priority: 5 },
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
    },
  }
})
