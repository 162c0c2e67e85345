#!/usr/bin/env node
// npm run prerender -- --api <backend url> --origin <public origin> [--dist dist]
// Run after every build and deploy, and on a schedule (deploy/systemd/): the pages, the sitemap
// and the feed follow the listings the API has. The TypeScript (shared with the app) is loaded
// through Vite's module runner, with no build step of its own.
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    origin: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    'api-base-url': { type: 'string', default: process.env.VITE_API_BASE_URL ?? '' },
  },
})
if (!values.api || !values.origin) {
  console.error('usage: npm run prerender -- --api <backend url> --origin <public origin>')
  process.exit(2)
}
const { module } = await runnerImport(new URL('./index.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
})
const { pages } = await module.prerender({
  api: values.api,
  origin: values.origin,
  dist: values.dist,
  apiBaseUrl: values['api-base-url'],
})
console.log(
  `prerender: ${pages} pages, sitemap.xml, robots.txt and the feed written to ${values.dist}/`,
)
