import type { Env } from './env-schema'

// Replaced at build time by the values vite.config.ts validated with src/config/env-schema.ts.
declare const __APP_ENV__: Env

export type { Env }
export const env: Env = __APP_ENV__
