#!/usr/bin/env node
// `npm test`: the static checks (`npm run test:static`: types, lint, unit tests, the API checks) run
// beside the e2e stage's builds; the budget check and Playwright run after them (scripts/test-e2e.mjs).
// Arguments go to `playwright test`, as with `npm run test:e2e`.
import { main } from './test-e2e.mjs'

await main({ besides: { stage: 'static checks (typecheck, lint, unit tests, API)', command: 'npm', args: ['run', '--silent', 'test:static'] } })
