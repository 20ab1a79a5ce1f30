import { island } from '@/components/island'

/**
 * The "Book a service" form as an island (as the test-drive form, src/features/test-drive/TestDrivePage.tsx):
 * prerendered and usable before its code arrives, react-hook-form and the form code requested once
 * the page's own has run, so they are not part of the contact page's first load (decision 018).
 */
export const bookServiceForm = island(() => import('./BookServiceSection').then((module) => module.BookServiceSection))
