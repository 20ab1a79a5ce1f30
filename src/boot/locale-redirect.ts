/**
 * The visitor's remembered language (SPEC §9's `locale` cookie: zh-CN is Chinese, any other value
 * English), where the edge did not already redirect by it (docs/deploy.md). Inline, first in <head>,
 * before anything is painted (compiled by prerender/inline-scripts.mjs, the same text on every page):
 * on the other language's address it hides the document and replaces the address, so no English
 * flashes before the Chinese page (and the page in the wrong language stays out of the history).
 *
 * A click on a language switch records the choice whether or not the page's scripts have started
 * (Lite mode, a slow link): without it the next page would send the visitor back. Without scripts
 * at all nothing redirects and the switch is a plain link.
 *
 * It also marks <html> while the analytics question is open (CONSENT_ASK_ATTRIBUTE).
 */
import {
  CHINESE_LOCALE,
  CHINESE_PREFIX,
  CONSENT_ANSWERS,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_COOKIE,
  LOCALE_COOKIE,
  LOCALE_SWITCH_ATTRIBUTE,
  cookieValue,
  isChinesePath,
} from './page-signals'

const doc = document
const here = location
const pathname = here.pathname
const remembered = cookieValue(doc.cookie, LOCALE_COOKIE)
const onChinesePage = isChinesePath(pathname)
// A remembered language that is not this page's.
if (remembered && (remembered === CHINESE_LOCALE) !== onChinesePage) {
  doc.documentElement.hidden = true
  const path = onChinesePage ? pathname.slice(CHINESE_PREFIX.length) : CHINESE_PREFIX + pathname
  // One leading slash: `/zh-CN//evil.example/` must not become `//evil.example/`, another site's address.
  here.replace(path.replace(/^\/*/, '/') + here.search + here.hash)
}

// The analytics question is still open: the prerendered banner shows with the first paint.
if (!(CONSENT_ANSWERS as readonly (string | null)[]).includes(cookieValue(doc.cookie, CONSENT_COOKIE))) doc.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '')

doc.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Partial<Element> | null)?.closest?.(`a[${LOCALE_SWITCH_ATTRIBUTE}]`)
    if (link) doc.cookie = `${LOCALE_COOKIE}=${link.getAttribute('hreflang')};path=/;max-age=31536000;samesite=lax${here.protocol === 'https:' ? ';secure' : ''}`
  },
  true,
)
