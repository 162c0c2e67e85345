import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import i18next from 'eslint-plugin-i18next'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'

/** Import boundaries: lib, components, api -> features -> routes (see docs/decisions/002). */
const layer = (from, forbidden, message) => ({
  files: [from],
  // Tests may use the mock's data and helpers.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
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
  layer('src/lib/**', ['@/features/*', '@/routes/*', '@/components/*'], 'lib is the bottom layer.'),
  layer(
    'src/api/**',
    ['@/features/*', '@/routes/*', '@/components/*'],
    'api must not depend on UI.',
  ),
  layer(
    'src/components/**',
    ['@/features/*', '@/routes/*'],
    'components must not depend on features or routes.',
  ),
  layer(
    'src/features/**',
    ['@/routes/*', '@/mocks/*'],
    'features must not depend on routes or the mock.',
  ),
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
