import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { parseEnv } from './src/config/env-schema'

export default defineConfig(({ mode }) => ({
  // Validated once here; the browser bundle receives plain values (and no zod).
  define: { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      input: 'src/main.tsx',
    },
  },
}))
