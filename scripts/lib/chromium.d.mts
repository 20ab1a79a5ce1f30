// Types for the TypeScript code (playwright.config.ts) that starts Chromium; the module itself is plain ESM.
/** Debian's Chromium (CHROMIUM_PATH) without the browser interface work a headless page pays for: scripts/chromium.sh. */
export declare const HEADLESS_CHROMIUM: string
