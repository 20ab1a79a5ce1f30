import { createFileRoute } from '@tanstack/react-router'
import { islandPageLoader } from '@/components/island'
import { localeOfSearch } from '@/lib/locale-path'
import { ContactPage } from '@/features/contact/ContactPage'
import { MODELS, MODEL_IDS } from '@/features/models/data/models'
import { bookServiceForm } from '@/features/work-order/book-service-form'
import { islandsHydratedIn } from '@/components/when-near'
import { textParam } from '@/lib/search-params'

export const Route = createFileRoute('/contact')({
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: islandPageLoader(['workOrder', 'form']),
  component: ContactRoute,
})

// Every model the workshops service, including those no longer in the catalogue.
const SERVICE_MODELS = MODEL_IDS.map((id) => ({ id, title: MODELS[id].title }))

/** The service form has its code and has hydrated: the showroom finder's "Book a service here" can lead to it. */
const bookServiceReady = () => bookServiceForm.preload().then(() => islandsHydratedIn('book-service'))

function ContactRoute() {
  // ?showroom=<id>: the showroom the service booking starts with (the showroom finder's "Book a
  // service here"), checked here rather than by a validateSearch: route options are in every page's
  // first load (the home page's budget has no room), this component only in the contact page's.
  const showroom = textParam(Route.useSearch({ select: (search: Record<string, unknown>) => search.showroom }), 64)
  // The "Book a service" form of the work-order feature fills the page's #book-service section.
  return <ContactPage bookService={<bookServiceForm.Island models={SERVICE_MODELS} requestedShowroomId={showroom} />} bookServiceReady={bookServiceReady} />
}
