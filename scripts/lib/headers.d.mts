// Types for the TypeScript code (e2e) that reads the header rules; the module itself is plain ESM.
export type HeaderRule = { pattern: string; headers: Array<[string, string]>; detach: string[] }
export function parseHeadersFile(text: string): HeaderRule[]
export function headersFor(pathname: string, rules: HeaderRule[]): Record<string, string>
