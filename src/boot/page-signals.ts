/**
 * What the prerendered page's inline scripts (boot-loader.ts, locale-redirect.ts) and the app agree
 * on: cookie names and formats, the marks the app sets on the DOM once React owns a part of the page,
 * the address prefix of the Chinese pages. One definition, imported by both sides.
 *
 * Everything in src/boot/ is compiled into inline scripts (prerender/inline-scripts.mjs): it imports
 * nothing outside src/boot/ (eslint.config.js), so the scripts stay small and self-contained.
 */

/** The footer's Lite switch (SPEC: spend as little data as possible): `lite=1`. */
export const LITE_COOKIE = 'lite'
export const LITE_ON = '1'

/** SPEC §9's remembered language: `zh-CN` is Chinese, any other value English. */
export const LOCALE_COOKIE = 'locale'
export const CHINESE_LOCALE = 'zh-CN'
/** Chinese pages are addressed under this prefix (src/lib/locale-path.ts). */
export const CHINESE_PREFIX = '/zh-CN'
/** On the language switch's link (its `hreflang` is the language it leads to). */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch'

/** The answer to the analytics question (src/lib/consent.ts): `granted` or `denied`. */
export const CONSENT_COOKIE = 'analytics_consent'
export const CONSENT_ANSWERS = ['granted', 'denied'] as const
/**
 * On <html> when the consent cookie holds no answer: the prerendered question is shown from the
 * first paint (src/features/consent/ConsentPrompt.tsx).
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask'

/** On <html>, `true` once the page has hydrated, its islands aside (useMarkDocumentHydrated in src/lib/held-input/clicks.ts; e2e tests wait for it too). */
export const DOCUMENT_HYDRATED_ATTRIBUTE = 'data-hydrated'
/**
 * On an island's root element (src/components/island.tsx): prerendered `pending`, `hydrated` once
 * React has hydrated the island, whose code arrives after the shell's.
 */
export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PENDING = 'pending'
export const ISLAND_HYDRATED = 'hydrated'

/** Where the boot loader leaves the control whose click it held (src/lib/held-input/clicks.ts replays it). */
export const HELD_CLICK = '__heldClick'
export type HeldClickHolder = { [HELD_CLICK]?: Element | undefined }

/**
 * Widgets whose arrow, Home, End and Page keys are their control (the 360° viewer's slider, the home
 * page's model tabs): pressed before React owns them, the page would scroll and the keys be lost.
 */
export const KEYED_WIDGET = '[role=slider],[role=tab]'
export const WIDGET_KEY = /^(Arrow|Home|End|Page)/
/** Where the boot loader leaves the widget keys it held, in order (src/lib/held-input/keys.ts replays them). */
export const HELD_KEYS = '__heldKeys'
export type HeldKeysHolder = { [HELD_KEYS]?: { control: Element; keys: string[] } | undefined }

/** Whether a site path is a Chinese page's: `/zh-CN` or under `/zh-CN/`. */
export function isChinesePath(pathname: string): boolean {
  return `${pathname}/`.startsWith(`${CHINESE_PREFIX}/`)
}

/**
 * A cookie's value in `document.cookie`'s text (null without the cookie). Not decoded: the values
 * these scripts read need no decoding, and a malformed escape would throw and stop the script.
 */
export function cookieValue(cookies: string, name: string): string | null {
  return new RegExp(`(?:^|; )${name}=([^;]*)`).exec(cookies)?.[1] ?? null
}

/**
 * Whether React has taken over the part of the page that holds `element`, so a click on it reaches
 * its handler: the page has hydrated, and so has the island around it, if any. Read from marks the
 * app sets itself, not from React's internals. Until then a click is held (boot-loader.ts).
 */
export function ownedByApp(element: Element): boolean {
  // <html> is around every element of the page: `closest` finds its mark too.
  return !!element.closest(`[${DOCUMENT_HYDRATED_ATTRIBUTE}=true]`) && element.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) !== ISLAND_PENDING
}
