import { useBrowserStore } from '@/lib/hydration'
import { isReviewingConsent, readConsent, subscribeConsent, type ConsentChoice } from '@/lib/consent'

export const COOKIE_SETTINGS_ID = 'cookie-settings'

const UNKNOWN_ON_SERVER = () => 'server' as const

/**
 * The visitor's consent as the browser knows it. The prerender (and hydration) cannot know the
 * cookie, so they read 'server': the page's HTML holds the question for everyone, shown before
 * hydration only where the head script found no answer (ConsentPrompt.tsx), and hydration matches it.
 */
export function useConsent(): { choice: ConsentChoice | undefined | 'server'; reviewing: boolean } {
  const choice = useBrowserStore(subscribeConsent, readConsent, UNKNOWN_ON_SERVER)
  const reviewing = useBrowserStore(subscribeConsent, isReviewingConsent, () => false)
  return { choice, reviewing }
}
