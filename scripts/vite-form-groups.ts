import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const STAND_IN = fileURLToPath(new URL('../src/vendor/form-groups.ts', import.meta.url))
const GROUPS = /^\.\/use(Form|Field)Group\.js$/
const REACT_FORM = /[\\/]node_modules[\\/]@tanstack[\\/]react-form[\\/]/

/**
 * Leaves TanStack Form's form and field groups out of the bundle: inside @tanstack/react-form,
 * `./useFormGroup.js` and `./useFieldGroup.js` resolve to src/vendor/form-groups.ts. Only imports
 * from that package's own files are redirected; the app's imports are untouched.
 */
export function formGroupsPlugin(): Plugin {
  return {
    name: 'webshop:form-groups',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && GROUPS.test(source) && REACT_FORM.test(importer)) return STAND_IN
      return null
    },
  }
}
