// Loads first-view.tsx, which renders the app's own components, through Vite's module runner:
// the app's `@/` paths resolve, its style sheets and catalogue list (build-only modules) are left
// out, and the pictures' URLs use the API base the build had.
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { runnerImport, type Plugin } from 'vite'
type FirstView = typeof import('./first-view')

const SRC = fileURLToPath(new URL('../../src', import.meta.url))
const EMPTY = '\0prerender:empty'

/** Style sheets are the page's head's (from the build); the catalogues come from locales/. */
const leaveOut: Plugin = {
  name: 'webshop:prerender-leave-out',
  enforce: 'pre',
  resolveId: (id) => (/\.css(\?|$)/.test(id) || id === 'virtual:catalogues' ? EMPTY : undefined),
  load: (id) => (id === EMPTY ? 'export default () => undefined' : undefined),
}

export async function loadFirstView(
  apiBaseUrl: string,
): Promise<Pick<FirstView, 'renderFirstView' | 'paletteDeclarations'>> {
  // React's production build, as the app's: no development warnings about server rendering.
  process.env.NODE_ENV = 'production'
  // DOMPurify binds to the window it finds when loaded: happy-dom's, as in the app's unit tests.
  const global = globalThis as { window?: unknown }
  global.window = new Window({ url: 'http://localhost/' })
  const { module } = await runnerImport<FirstView>(
    fileURLToPath(new URL('./first-view.tsx', import.meta.url)),
    {
      configFile: false,
      logLevel: 'error',
      plugins: [leaveOut],
      resolve: { alias: { '@': SRC } },
      define: {
        __BUILD_ID__: '"prerender"',
        'import.meta.env.VITE_API_BASE_URL': JSON.stringify(apiBaseUrl),
      },
      json: { namedExports: false },
    },
  ).finally(() => delete global.window)
  return module
}
