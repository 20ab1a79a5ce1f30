import { Suspense, lazy } from 'react'
import { useHydrated } from '@/lib/hydration'

const BackToTop = lazy(() => import('./BackToTop').then((module) => ({ default: module.BackToTop })))

/**
 * The back-to-top button (BackToTop.tsx) appears only once the visitor has scrolled, and is never
 * prerendered: its code loads after the page has hydrated, out of the first load.
 */
export function LateBackToTop() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  ) : null
}
