import { defineConfig } from 'vitest/config'

// Checks of the built site that need no browser (issue 39): they read dist/ and ask the project's
// own static server for it, as a crawler would. `npm run test:e2e` runs them after the builds,
// beside Playwright's browser tests (e2e/); one file: `npx vitest run --config build-checks/vitest.config.ts markup`.
export default defineConfig({
  test: {
    root: 'build-checks',
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./serve-build.ts'],
    testTimeout: 60_000,
  },
})
