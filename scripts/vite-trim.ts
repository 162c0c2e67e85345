import { fileURLToPath } from 'node:url'
import { parseAst, type Plugin } from 'vite'

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
 * - i18next's `cloneInstance` and `dir` (its list of right-to-left languages): not called by the
 *   shop or react-i18next (`trimI18next`).
 *
 * Only these exact imports and i18next's lines are changed; the app's own code is untouched.
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
        return I18NEXT.test(id) ? { code: trimI18next(code), map: null } : null
      },
    },
  }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** i18next's methods the shop never calls, with the body that replaces theirs. */
const I18N_METHODS: Record<string, string> = {
  // A second instance with shared or copied stores: the shop has one instance.
  cloneInstance: `{ throw new Error('i18next cloneInstance is not bundled (scripts/vite-trim.ts)') }`,
  // Text direction from a list of right-to-left languages: the shop's languages (de, en, fr)
  // are all left to right.
  dir: `{ return 'ltr' }`,
}

/**
 * i18next without the built-in formatter and the methods in I18N_METHODS. Throws when the code
 * no longer has what it replaces (an upgrade of i18next must look at this again).
 */
export function trimI18next(code: string): string {
  if (code.split(BUILT_IN_FORMATTER).length !== 2)
    throw new Error(`webshop:trim: i18next changed, "${BUILT_IN_FORMATTER}" not found once`)
  const program = parseAst(code) as unknown as { body: Node[] }
  const i18n = program.body.find(
    (node) => node.type === 'ClassDeclaration' && (node.id as Node).name === 'I18n',
  )
  const bodies = ((i18n?.body as Node | undefined)?.body as Node[] | undefined)
    ?.filter(
      (member) =>
        member.type === 'MethodDefinition' &&
        !member.static &&
        Object.hasOwn(I18N_METHODS, (member.key as Node).name as string),
    )
    .map(
      (member) =>
        [(member.key as Node).name as string, (member.value as Node).body as Node] as const,
    )
  if (bodies?.length !== Object.keys(I18N_METHODS).length)
    throw new Error(
      `webshop:trim: i18next changed, its I18n class lacks one of ${Object.keys(I18N_METHODS)}`,
    )
  let out = code
  for (const [name, body] of [...bodies].sort((a, b) => b[1].start - a[1].start))
    out = out.slice(0, body.start) + I18N_METHODS[name] + out.slice(body.end)
  return out.replace(BUILT_IN_FORMATTER, 'formatter = undefined;')
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
