import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/ContactPage'
import { MODELS, MODEL_IDS } from '@/features/models/data/models'
import { BookServiceSection } from '@/features/work-order/BookServiceSection'

export const Route = createFileRoute('/contact')({
  component: ContactRoute,
})

// Every model the workshops service, including those no longer in the catalogue.
const SERVICE_MODELS = MODEL_IDS.map((id) => ({ id, title: MODELS[id].title }))

function ContactRoute() {
  // The "Book a service" form of the work-order feature fills the page's #book-service section.
  return <ContactPage bookService={<BookServiceSection models={SERVICE_MODELS} />} />
}
