import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { checkSampleContent, parseEnv } from './src/config/env-schema.ts'
import { contactDataAreSamples } from './src/config/site.ts'
import { islandSources } from './scripts/lib/island-sources-plugin.ts'
import { clientChunks } from './scripts/lib/chunk-groups.ts'
import { eagerModuleWrappers } from './scripts/lib/eager-module-wrappers-plugin.ts'

/** The environment, checked: its values, and no sample contact data in a production build that is not a demo. */
function checkedEnv(mode: string) {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  checkSampleContent(env, contactDataAreSamples())
  return env
}

const client = clientChunks()

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Validated once here; the browser bundle receives plain values (and no zod).
  define: { __APP_ENV__: JSON.stringify(checkedEnv(mode)) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // TanStack Store imports the pre-React-18 shim; React 19 has the hook built in.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  // The locale files load as chunks of their own (src/lib/i18n.ts) and are read whole: one
  // JSON.parse'd string instead of a module exporting each top-level key (smaller, parses faster).
  json: { namedExports: false, stringify: true },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    islandSources(),
    eagerModuleWrappers(),
    ...client.plugins,
  ],
  build: {
    // The development build (dist-dev/, for the hydration-warning tests, never shipped) carries
    // React's unminified development code; the 500 kB warning is meant for what visitors download.
    ...(mode === 'development' && { chunkSizeWarningLimit: 2000 }),
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      input: 'src/main.tsx',
      // Rolldown's "plugins took N s" warning measures the machine's load more than the plugins
      // (it fires on every build of a busy shared machine) and buries real warnings.
      checks: { bundlerTimings: false },
      output: {
        // The libraries every page loads before hydrating, as one long-cached chunk: one file
        // compresses better than a dozen small shared chunks, and app releases do not invalidate it.
        // Vite's module-preload helper (used by every dynamic import) joins them: left to itself it
        // lands in whichever shared chunk the import graph suggests, and became a file of its own on
        // every page when the news index added routes (issue 24 item 11).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules|vite\/preload-helper|src\/boot\//, tags: ['$initial'] },
            // The server's chunks stay Rolldown's past the entry: it loads them from disk, and keeps its module order.
            ...(isSsrBuild ? [{ name: 'app', test: /\/src\//, tags: ['$initial' as const] }] : client.groups),
          ],
        },
      },
    },
  },
}))
