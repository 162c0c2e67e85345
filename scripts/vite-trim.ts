import { fileURLToPath } from 'node:url'
import { parseAst, type Plugin } from 'vite'

const vendor = (file: string) => fileURLToPath(new URL(`../src/vendor/${file}`, import.meta.url))
const GROUPS = /^\.\/use(Form|Field)Group\.js$/
const REACT_FORM = /[\\/]node_modules[\\/]@tanstack[\\/]react-form[\\/]/
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/
const I18NEXT = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom\.production\.min\.js$/
const BUILT_IN_FORMATTER = 'formatter = Formatter;'

/**
 * Leaves code out of the bundle that libraries carry for features or React versions the shop
 * does not use (docs/performance.md, "Build-time trims"):
 *
 * - TanStack Form's form and field groups: inside @tanstack/react-form, `./useFormGroup.js` and
 *   `./useFieldGroup.js` resolve to src/vendor/form/form-groups.ts (-2.6 KiB on pages with a form).
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
 * - i18next's `cloneInstance`, `dir` (its list of right-to-left languages), nesting (`$t(…)`)
 *   and its handling of missing keys (debug log, `saveMissing`): not used by the shop
 *   (`trimI18next`).
 *
 * - react-dom's hydration (server-rendered HTML taken over), the legacy root (`render`), its other
 *   unused exports (`createPortal`, `flushSync`, `findDOMNode`, …) and the composition and
 *   `beforeinput` events' plugin (`trimReactDom`, about -4 KiB on every page).
 *
 * Only these exact imports and the libraries' named pieces are changed; the app's own code is
 * untouched.
 */
export function trimPlugin(): Plugin {
  return {
    name: 'webshop:trim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && GROUPS.test(source) && REACT_FORM.test(importer)) {
        return vendor('form/form-groups.ts')
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
      filter: { id: [I18NEXT, REACT_DOM] },
      handler(code, id) {
        if (REACT_DOM.test(id)) return { code: trimReactDom(code), map: null }
        return I18NEXT.test(id) ? { code: trimI18next(code), map: null } : null
      },
    },
  }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/**
 * i18next's methods the shop never calls (class, method, and the body that replaces theirs).
 * The shop has one instance, only left-to-right languages (de, en, fr), never saves missing
 * keys (`saveMissing` is off) and nests no text in another.
 */
const I18N_METHODS: [string, string, string][] = [
  [
    'I18n',
    'cloneInstance',
    `{ throw new Error('i18next cloneInstance is not bundled (scripts/vite-trim.ts)') }`,
  ],
  ['I18n', 'dir', `{ return 'ltr' }`],
  ['Connector', 'saveMissing', '{}'],
  // Nesting `$t(other.key)` inside a text: no catalogue text nests (scripts/check-i18n.mjs).
  ['Interpolator', 'nest', '{ return str }'],
]
/**
 * In `Translator.translate`, what happens to a missing key: a debug log (the shop does not turn
 * on i18next's debug output) and saving it to the backend (`saveMissing`, off). The key itself
 * is still shown, as before.
 */
const MISSING_KEY = 'usedKey || usedDefault || updateMissing'

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child)
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node
    for (const [key, child] of Object.entries(node))
      if (key !== 'type' && key !== 'start' && key !== 'end') yield* walk(child)
  }
}

/**
 * i18next without the built-in formatter, the methods in I18N_METHODS and the missing-key
 * branch. Throws when the code no longer has what it replaces (an upgrade of i18next must look
 * at this again).
 */
export function trimI18next(code: string): string {
  const changed = (what: string) => new Error(`webshop:trim: i18next changed: ${what}`)
  if (code.split(BUILT_IN_FORMATTER).length !== 2) throw changed(`"${BUILT_IN_FORMATTER}" not once`)
  const program = parseAst(code) as unknown as { body: Node[] }
  const classes = new Map(
    program.body
      .filter((node) => node.type === 'ClassDeclaration')
      .map((node) => [
        (node.id as Node).name as string,
        ((node.body as Node).body as Node[]) ?? [],
      ]),
  )
  const method = (owner: string, name: string) => {
    const found = classes
      .get(owner)
      ?.find(
        (member) =>
          member.type === 'MethodDefinition' &&
          !member.static &&
          (member.key as Node).name === name,
      )
    if (!found) throw changed(`no ${owner}.${name}`)
    return (found.value as Node).body as Node
  }
  const edits: [start: number, end: number, text: string][] = I18N_METHODS.map(
    ([owner, name, body]) => {
      const node = method(owner, name)
      return [node.start, node.end, body]
    },
  )
  const missing = [...walk(method('Translator', 'translate'))].filter(
    (node) =>
      node.type === 'IfStatement' &&
      code.slice((node.test as Node).start, (node.test as Node).end) === MISSING_KEY,
  )
  const [branch] = missing
  if (!branch || missing.length !== 1) throw changed(`"if (${MISSING_KEY})" not once in translate`)
  edits.push([branch.start, branch.end, ';'])
  let out = code
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end)
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

/**
 * react-dom 18.3.1's production file, minified (so the names below are its minified ones).
 * The shop starts with `createRoot` on a client-rendered page and calls nothing else of
 * react-dom (scripts/vite-trim.test.ts checks the app); no dependency in the bundle imports it.
 */
const REACT_DOM_DROPPED = [
  '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
  'createPortal',
  'findDOMNode',
  'flushSync',
  'hydrate',
  'hydrateRoot',
  'render',
  'unmountComponentAtNode',
  'unstable_batchedUpdates',
  'unstable_renderSubtreeIntoContainer',
]
/**
 * `isHydrating`: only `hydrateRoot` and `hydrate` start hydration, and only hydration creates a
 * dehydrated root or Suspense boundary; without them it is always false, `dehydrated` always
 * null, `isDehydrated` always false, and the minifier drops the branches that depend on them.
 */
const IS_HYDRATING = 'I'
const HYDRATION_FIELDS = new Map([
  ['dehydrated', 'null'],
  ['isDehydrated', '!1'],
])
/** Functions that only serve a dehydrated tree: name, a piece of their code, the new body. */
const REACT_DOM_BODIES: [name: string, marker: string, body: string][] = [
  // updateDehydratedSuspenseComponent: never called without a dehydrated boundary.
  ['rj', 'p(419)', `{throw Error('react-dom: hydration is not bundled (scripts/vite-trim.ts)')}`],
  // dispatchEvent: no event is blocked on a dehydrated tree, so none is queued for a replay.
  ['fd', 'Uc(e,a,b,c,d)', '{if(dd){Yc(a,b,c,d);hd(a,b,d,id,c)}}'],
  // retryIfBlockedOn: nothing is queued.
  ['bd', 'Qc.length', '{}'],
]
/**
 * In dispatchEventsForPlugins (`hd`), the plugin for `onCompositionStart/Update/End` and
 * `onBeforeInput`: no component of ours listens to them (scripts/vite-trim.test.ts).
 */
const BEFORE_INPUT = ['var $a;if(ae)b:{', 'e.data=$a)}se(g,b)', '}se(g,b)'] as const

/**
 * react-dom without what REACT_DOM_DROPPED, IS_HYDRATING, REACT_DOM_BODIES and BEFORE_INPUT
 * describe. Throws when the code no longer has what it replaces (an upgrade of React must look
 * at this again).
 */
export function trimReactDom(code: string): string {
  const changed = (what: string) => new Error(`webshop:trim: react-dom changed: ${what}`)
  const program = parseAst(code) as unknown as Node
  const edits: [number, number, string][] = []
  const text = (node: Node) => code.slice(node.start, node.end)
  const dropped = new Set<string>()
  for (const node of program.body as Node[]) {
    const expr = node.expression as Node | undefined
    if (node.type !== 'ExpressionStatement' || expr?.type !== 'AssignmentExpression') continue
    const left = expr.left as Node
    if (left.type !== 'MemberExpression' || (left.object as Node).name !== 'exports') continue
    const name = (left.property as Node).name as string
    if (!REACT_DOM_DROPPED.includes(name)) continue
    dropped.add(name)
    edits.push([node.start, node.end, ';'])
  }
  if (dropped.size !== REACT_DOM_DROPPED.length) throw changed('exports')
  for (const [name, marker, body] of REACT_DOM_BODIES) {
    const found = (program.body as Node[]).filter(
      (node) => node.type === 'FunctionDeclaration' && (node.id as Node).name === name,
    )
    const fn = found[0]?.body as Node | undefined
    if (found.length !== 1 || !fn || !text(fn).includes(marker)) throw changed(`function ${name}`)
    edits.push([fn.start, fn.end, body])
  }
  const [from, to, instead] = BEFORE_INPUT
  const start = code.indexOf(from)
  const end = code.indexOf(to, start) + to.length
  if (start < 0 || code.indexOf(from, start + 1) >= 0 || end < start || end - start > 2000)
    throw changed('the beforeinput plugin')
  edits.push([start, end, instead])
  let declared = 0
  const visit = (node: unknown, parent: Node | null, key: string) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent, key)
      return
    }
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
    const n = node as Node
    if (n.type === 'Identifier' && n.name === IS_HYDRATING && parent) {
      if (parent.type === 'VariableDeclarator' && key === 'id') declared += 1
      else if (parent.type === 'AssignmentExpression' && key === 'left')
        edits.push([parent.start, parent.end, `(${text(parent.right as Node)})`])
      else if (!(parent.type === 'MemberExpression' && key === 'property' && !parent.computed))
        edits.push([n.start, n.end, '!1'])
      return
    }
    if (n.type === 'MemberExpression' && !n.computed) {
      const value = HYDRATION_FIELDS.get((n.property as Node).name as string)
      const assigned = parent?.type === 'AssignmentExpression' && key === 'left'
      if (value && !assigned) edits.push([n.start, n.end, `(${text(n.object as Node)},${value})`])
    }
    for (const [k, child] of Object.entries(n))
      if (k !== 'type' && k !== 'start' && k !== 'end') visit(child, n, k)
  }
  visit(program, null, '')
  if (declared !== 1) throw changed(`isHydrating is not "${IS_HYDRATING}"`)
  // An edit inside a replaced function body goes with it.
  edits.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const kept = edits.filter(
    ([start, end], i) => !edits.some(([s, e], j) => j < i && s <= start && end <= e),
  )
  let out = code
  let limit = code.length
  for (const [start, end, replacement] of kept.reverse()) {
    if (end > limit) throw changed('overlapping edits')
    out = out.slice(0, start) + replacement + out.slice(end)
    limit = start
  }
  return out
}
