import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Every folder of src/features/ is a feature: it may import lib/, components/ and config/, never another feature.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  { ignores: ['dist*/**', '.wrangler/**', 'node_modules/**', 'public/**', 'reports/**', 'src/routeTree.gen.ts', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'reports'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Boundaries: lib/ and components/ import no feature; a feature never imports another feature.
  {
    files: ['src/lib/**', 'src/components/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '**/features/*'], message: 'lib/ and components/ must not import features.' }] }],
    },
  },
  // src/boot/ is compiled into the pages' inline scripts (prerender/inline-scripts.mjs): self-contained.
  {
    files: ['src/boot/**'],
    ignores: ['src/boot/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'src/boot/ is inline in every page: it imports only from src/boot/.' }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/*`]),
              message: 'Features never import each other: compose them in a route.',
            },
          ],
        },
      ],
    },
  })),
)
