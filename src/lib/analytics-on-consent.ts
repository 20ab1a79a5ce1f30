import { readConsent, subscribeConsent } from '@/lib/consent'
import type { PageView } from '@/lib/analytics'

type Analytics = typeof import('@/lib/analytics')

let analytics: Analytics | undefined
let loading: Promise<void> | undefined
let lastView: PageView | undefined

/**
 * Analytics (SPEC §1, src/lib/analytics.ts) sends nothing before the visitor agrees, so its code
 * loads only then: at start for a visitor who already has, else when they accept. Until then the
 * page's latest view is kept here and handed over once it has loaded, which sends it, as
 * analytics.ts does for the current page on an acceptance.
 */
export function startAnalyticsOnConsent(): void {
  const follow = () => {
    if (loading || readConsent() !== 'granted') return
    loading = import('@/lib/analytics').then(
      (module) => {
        analytics = module
        // Consent signals first, so the first page view follows them.
        module.startAnalytics()
        if (lastView) module.trackPageView(lastView)
      },
      () => {
        loading = undefined
      },
    )
  }
  subscribeConsent(follow)
  follow()
}

export function trackPageView(view: PageView): void {
  lastView = view
  analytics?.trackPageView(view)
}
