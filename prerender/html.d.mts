export function inlineScriptHashes(html: string): string[]
export function escapeAttribute(value: unknown): string
export function insertAtHeadStart(html: string, tags: string): string
export function insertAtHeadEnd(html: string, tags: string): string
export function countTitles(html: string): number
export function headOf(html: string): string
export function routeFilesFromRouteTree(routeTreeSource: string): Record<string, string>
export function chunksForSources(viteManifest: Record<string, { file: string; imports?: string[] }>, sourcePrefixes: string[]): string[]
export type SitemapPage = { path: string; lastmod: string }
export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string
export const SITEMAP_MAX_URLS: number
export function sitemapFiles(siteUrl: string, pages: SitemapPage[], maxUrls?: number): Array<{ file: string; xml: string }>
export function robotsTxt(siteUrl: string, disallowedPaths: string[]): string
export function stylesheetsForSources(viteManifest: Record<string, { file: string; imports?: string[]; css?: string[] }>, sourcePrefixes: string[]): string[]
/** `first`: a module (the libraries chunk) run in a task of its own before the entry; `state`: the router's state (takeRouterState), run before the entry. */
export function bootLoaderScript(source: string, files: { entry: string; preloads: string[]; islands?: string[]; first?: string; state?: string }): string
export function takeRouterState(html: string): { html: string; source: string | undefined }
/** The router's state minified (its file's text); throws if it is not valid script. */
export function minifyRouterState(source: string): string
export function scriptFilesOf(html: string): string[]
/** The inline script that sends a visitor to the remembered language and records a switch's choice. */
export function localeScript(source: string): string
