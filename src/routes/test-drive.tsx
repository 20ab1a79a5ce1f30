import { createFileRoute } from '@tanstack/react-router'
import { islandPageLoader } from '@/components/island'
import { localeOfSearch } from '@/lib/locale-path'
import { TestDrivePage } from '@/features/test-drive/TestDrivePage'
import { BOOKABLE_MODELS } from '@/features/models/data/models'
import { textParam } from '@/lib/search-params'

/** `step=details`: the booking's second step ("Your details"), so the browser's Back and Forward move between the steps. */
export type TestDriveSearch = {
  modelId?: string | undefined
  /** Links may carry ?showroom=; the route component checks it (not the validator, see TestDriveRoute). */
  showroom?: string | undefined
  step?: 'details' | undefined
}

// A plain validator keeps zod out of the entry bundle (route options are not code-split). Every key
// is returned, undefined when refused, so the raw value never reaches the page (the router merges
// the raw search with the validated one). Any text id is kept: the page preselects a known model
// and warns about an unknown one without echoing more than a short plain id.
export function validateTestDriveSearch(search: Record<string, unknown>): TestDriveSearch {
  return { modelId: textParam(search.modelId, 2048), step: search.step === 'details' ? 'details' : undefined }
}

export const Route = createFileRoute('/test-drive')({
  validateSearch: validateTestDriveSearch,
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: islandPageLoader(['testDrive', 'form']),
  component: TestDriveRoute,
})

const MODEL_OPTIONS = BOOKABLE_MODELS.map(({ id, title }) => ({ id, title }))

function TestDriveRoute() {
  const { modelId, step } = Route.useSearch()
  // ?showroom=<id> (the contact page's "Book a test drive here"), checked here rather than by the
  // validator: route options are in every page's first load (the home page's budget has no room),
  // this component only in this page's. The form preselects it when it is a showroom that sells.
  const showroom = textParam(Route.useSearch({ select: (search: Record<string, unknown>) => search.showroom }), 64)
  return <TestDrivePage models={MODEL_OPTIONS} requestedModelId={modelId} requestedShowroomId={showroom} requestedStep={step === 'details' ? 2 : 1} />
}
