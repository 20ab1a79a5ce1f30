// Types for the TypeScript code (node tests) that starts servers on free ports; the module itself is plain ESM.
import type { Server } from 'node:net'

export function freePort(host?: string): Promise<number>
export function listenOnFreePort(server: Server, host?: string): Promise<string>
