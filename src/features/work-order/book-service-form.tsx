import { island } from '@/components/island'
import { nearElements } from '@/components/when-near'
import { hasSharedAttempts } from '@/lib/attempt-storage'
import { WORK_ORDER_FORM_ID } from './form-id'

/**
 * The "Book a service" form as an island (as the test-drive form, src/features/test-drive/TestDrivePage.tsx):
 * prerendered and usable before its code arrives. It is the last part of the contact page, so
 * react-hook-form and the form code load when the visitor comes near it or the showroom finder above
 * it (the page's #showroom-finder and #book-service sections), not with the page (decision 047).
 */
export const bookServiceForm = island(() => import('./BookServiceSection').then((module) => module.BookServiceSection), {
  // The showroom finder's "Book a service here" links lead to it; a booking queued offline by a tab
  // since closed is the form's to send: then it loads at once.
  whenNear: nearElements(['showroom-finder', 'book-service'], { atOnceIf: () => hasSharedAttempts(WORK_ORDER_FORM_ID) }),
})
