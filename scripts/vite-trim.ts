import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const vendor = (file: string) => fileURLToPath(new URL(`../src/vendor/${file}`, import.meta.url))
const GROUPS = /^\.\/use(Form|Field)Group\.js$/
const REACT_FORM = /[\\/]node_modules[\\/]@tanstack[\\/]react-form[\\/]/
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/
const I18NEXT = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/
const BUILT_IN_FORMATTER = 'formatter = Formatter;'

/**
 * Leaves code out of the bundle that libraries carry for features or React versions the shop
 * does not use (#11, docs/performance.md):
 *
 * - TanStack Form's form and field groups: inside @tanstack/react-form, `./useFormGroup.js` and
 *   `./useFieldGroup.js` resolve to src/vendor/form-groups.ts (-2.6 KiB on pages with a form).
 * - The `use-sync-external-store` shim for React < 18 (react-i18next, @tanstack/react-store):
 *   `use-sync-external-store/shim` is React's own hook, `…/shim/with-selector` the package's
 *   variant built on it (-0.5 KiB on every page).
 * - TanStack Query's paging of infinite queries: inside query-core's `query.js`,
 *   `./infiniteQueryBehavior.js` resolves to src/vendor/infinite-query-behavior.ts (-0.5 KiB on
 *   every page; the shop has no infinite query).
 * - i18next's built-in formatter (`{{value, number}}`, `currency`, `datetime`, `relativetime`,
 *   `list` through Intl): no text of ours formats in the catalogue (scripts/check-i18n.mjs
 *   refuses one), so i18next starts without it and interpolates values as they are (about
 *   -0.5 KiB on every page). The build fails if i18next's code no longer matches.
 *
 * Only these exact imports and that one line are redirected; the app's own code is untouched.
 */
export function trimPlugin(): Plugin {
  return {
    name: 'webshop:trim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && GROUPS.test(source) && REACT_FORM.test(importer)) {
        return vendor('form-groups.ts')
      }
      if (importer && source === './infiniteQueryBehavior.js' && QUERY.test(importer)) {
        return vendor('infinite-query-behavior.ts')
      }
      if (source === 'use-sync-external-store/shim') return vendor('use-sync-external-store.ts')
      if (source === 'use-sync-external-store/shim/with-selector') {
        return this.resolve('use-sync-external-store/with-selector', importer, { skipSelf: true })
      }
      return null
    },
    transform: {
      filter: { id: I18NEXT },
      handler(code, id) {
        if (!I18NEXT.test(id)) return null
        if (code.split(BUILT_IN_FORMATTER).length !== 2)
          throw new Error(`webshop:trim: i18next changed, "${BUILT_IN_FORMATTER}" not found once`)
        return { code: code.replace(BUILT_IN_FORMATTER, 'formatter = undefined;'), map: null }
      },
    },
  }
}

const SCHEMA = /[\\/]src[\\/]api[\\/][^?]*schema\.ts$/
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`
// A pipe's `, v.description('…')` item (never its first: that is the schema).
const DESCRIPTION = new RegExp(
  String.raw`,\s*v\.description\(\s*${STRING}(?:\s*\+\s*${STRING})*\s*,?\s*\)`,
  'g',
)

/**
 * The API schemas' `v.description('…')` texts document the contract (docs/api/openapi.yaml is
 * generated from them, in Node): the shipped app never reads them, so the build leaves them out
 * of their pipes, texts and calls (about 0.4 KiB gzip on every page, more on the checkout). Dev
 * server and tests keep them.
 */
export function schemaDescriptionsPlugin(): Plugin {
  return {
    name: 'webshop:schema-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!SCHEMA.test(id) || !code.includes('v.description(')) return null
      return { code: code.replace(DESCRIPTION, ''), map: null }
    },
  }
}
