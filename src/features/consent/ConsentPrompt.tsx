import { lazy, Suspense } from 'react'
import { useConsent } from './use-consent'

// Only visitors who have not answered (or reopen the question) download the banner.
const ConsentBanner = lazy(() => import('./ConsentBanner'))

/** The analytics question when it needs asking; never in the prerendered HTML (see useConsent). */
export function ConsentPrompt() {
  const { choice, reviewing } = useConsent()
  if (choice !== undefined && !reviewing) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}
