import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock API in Node: vitest (src/test/setup.ts) and the prerender. Faults: setMockFault() from ./fault. */
export const server = setupServer(...handlers)
