import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import i18next from 'eslint-plugin-i18next'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

/**
 * Import boundaries: lib, components, api -> features -> routes (see docs/decisions/002). A layer
 * names the folders under src/ it may not import, in either form (`@/api/…`, `../../api/…`).
 */
const layer = (from, forbidden, message) => ({
  files: [from],
  // Tests may use the mock's data and helpers.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^(@/|(\\.\\./)+)(${forbidden.join('|')})(/|$)`, message }] },
    ],
  },
})

/**
 * Feature boundaries: a feature imports another only through its front door
 * (`@/features/<f>` = `src/features/<f>/index.ts`), never a file behind it, in either form
 * (`@/features/<f>/file`, `../<f>/file`). Style sheets are the exception: a page that reuses
 * another feature's layout classes loads that sheet. Routes are not features: they may import
 * a feature's page or search rules by path, since a route definition that imported a whole
 * front door would carry every page of the feature into the first chunk (autoCodeSplitting
 * moves only `component` and `loader` out).
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const frontDoors = (feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/routes/*', '@/mocks/*'],
            message: 'features must not depend on routes or the mock.',
          },
          {
            regex: `^(@/features/|\\.\\./)(?!${feature}/)[^/]+/(?!index$).+(?<!\\.css)$`,
            message: `Import another feature through its front door: '@/features/<name>' (its index.ts).`,
          },
        ],
      },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build-meta',
      'node_modules',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No literal user-facing strings in components: every text comes from locales/.
    files: ['src/components/**/*.tsx', 'src/features/**/*.tsx', 'src/routes/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'aria-label', 'title', 'placeholder', 'label'] },
        },
      ],
    },
  },
  layer(
    'src/lib/**',
    ['api', 'features', 'routes', 'components', 'mocks'],
    'lib is the bottom layer: it imports nothing from api, features, routes or components.',
  ),
  layer('src/api/**', ['features', 'routes', 'components'], 'api must not depend on UI.'),
  layer(
    'src/components/**',
    ['features', 'routes'],
    'components must not depend on features or routes.',
  ),
  ...FEATURES.map(frontDoors),
  {
    // No circle among features: if two need each other, the route composes them (props, slots)
    // or the shared piece moves down to components/, lib/ or api/.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow .ts and .tsx files too (the plugin's default is .js only), resolving `@/` as tsc does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    // A dynamic import() is a lazy chunk's door: a part loaded later may import its loader back.
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // The mock (and the schemas it shares) run inside vite.config.ts in Node: relative imports only.
    files: ['src/mocks/**/*.ts', 'src/api/**/schema.ts', 'src/api/shared/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*'],
              message: 'Use a relative import: this file also runs in the Node mock server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**', 'scripts/**', '*.config.{ts,js}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
