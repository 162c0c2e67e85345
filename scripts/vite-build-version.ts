import type { Plugin } from 'vite'

/**
 * Emits `version.json` with the build id. The running app polls it (see src/lib/reliability/version-check.ts)
 * and reloads once when a newer build has been deployed.
 */
export function buildVersionPlugin(buildId: string): Plugin {
  return {
    name: 'webshop:build-version',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ buildId }),
      })
    },
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Cache-Control', 'no-store')
        res.end(JSON.stringify({ buildId }))
      })
    },
  }
}
