import { island } from '@/components/island'
import { useConsent } from './use-consent'
// The banner's styles come with the first load (as the footer's do): the prerendered banner is
// painted with the page, before its code arrives.
import styles from './ConsentBanner.module.css'

/**
 * The analytics question is in every prerendered page, painted with it where the visitor has not
 * answered: a banner that appeared only after hydration became the page's largest late paint (its
 * LCP, 2.6–3 s on the compare and Chinese test-drive pages against 0.9 s without it). The head's
 * first script marks <html> with `data-consent-ask` when the consent cookie has no answer; until
 * the browser knows the answer (hydration), the banner shows only under that mark.
 */
const consentBanner = island(() => import('./ConsentBanner').then((module) => module.default))

export function ConsentPrompt() {
  const { choice, reviewing } = useConsent()
  if (choice !== undefined && choice !== 'server' && !reviewing) return null
  return <consentBanner.Island className={styles.banner} />
}
