import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { parseEnv } from './src/config/env-schema.ts'
import { islandSources } from './scripts/lib/island-sources-plugin.ts'
import { ceiling } from './scripts/lib/ceiling.mjs'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  // The server render's island names, as in the builds (src/components/island.tsx).
  plugins: [islandSources()],
  define: { __APP_ENV__: JSON.stringify(parseEnv({})) },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'prerender/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Files share a worker thread, its module cache and its document instead of a fresh process and
    // happy-dom each: 75 s -> 14 s for ~80 files on 2 cores, where setting up each file cost far more
    // than its tests. src/test/setup.ts empties cookies and storage before each file, and the suite
    // passes in shuffled order (`npm run test:unit` shuffles; the seed is printed: --sequence.seed=N).
    pool: 'threads',
    isolate: false,
    // A ceiling for a test on a loaded machine, not a wait: tests wait for what they need (findBy,
    // waitFor, loadPageCode), and those waits end as soon as it is there.
    testTimeout: ceiling(30_000),
    hookTimeout: ceiling(10_000),
  },
})
