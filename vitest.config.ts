import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { parseEnv } from './src/config/env-schema.ts'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  define: { __APP_ENV__: JSON.stringify(parseEnv({})) },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'prerender/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
})
