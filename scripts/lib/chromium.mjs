import { fileURLToPath } from 'node:url'

/** Debian's Chromium (CHROMIUM_PATH) without the browser interface work a headless page pays for: scripts/chromium.sh. */
export const HEADLESS_CHROMIUM = fileURLToPath(new URL('../chromium.sh', import.meta.url))
