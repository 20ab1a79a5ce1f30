import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/ContactPage'
import { MODELS, MODEL_IDS } from '@/features/models/data/models'
import { BookServiceSection } from '@/features/work-order/BookServiceSection'
import { validateShowroomSearch } from '@/lib/search-params'

export const Route = createFileRoute('/contact')({
  // ?showroom=<id>: the showroom the service booking starts with (the showroom finder's "Book a service here").
  validateSearch: validateShowroomSearch,
  component: ContactRoute,
})

// Every model the workshops service, including those no longer in the catalogue.
const SERVICE_MODELS = MODEL_IDS.map((id) => ({ id, title: MODELS[id].title }))

function ContactRoute() {
  const { showroom } = Route.useSearch()
  // The "Book a service" form of the work-order feature fills the page's #book-service section.
  return <ContactPage bookService={<BookServiceSection models={SERVICE_MODELS} requestedShowroomId={showroom} />} />
}
