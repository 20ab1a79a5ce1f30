import { createFileRoute } from '@tanstack/react-router'
import { TestDrivePage } from '@/features/test-drive/TestDrivePage'
import { BOOKABLE_MODELS } from '@/features/models/data/models'
import { textParam, validateShowroomSearch, type ShowroomSearch } from '@/lib/search-params'

/** `step=details`: the booking's second step ("Your details"), so the browser's Back and Forward move between the steps. */
export type TestDriveSearch = ShowroomSearch & { modelId?: string | undefined; step?: 'details' | undefined }

// A plain validator keeps zod out of the entry bundle (route options are not code-split). Every key
// is returned, undefined when refused, so the raw value never reaches the page (the router merges
// the raw search with the validated one). Any text id is kept: the page preselects a known model
// and warns about an unknown one without echoing more than a short plain id.
export function validateTestDriveSearch(search: Record<string, unknown>): TestDriveSearch {
  return { ...validateShowroomSearch(search), modelId: textParam(search.modelId, 2048), step: search.step === 'details' ? 'details' : undefined }
}

export const Route = createFileRoute('/test-drive')({
  validateSearch: validateTestDriveSearch,
  component: TestDriveRoute,
})

const MODEL_OPTIONS = BOOKABLE_MODELS.map(({ id, title }) => ({ id, title }))

function TestDriveRoute() {
  const { modelId, showroom, step } = Route.useSearch()
  return <TestDrivePage models={MODEL_OPTIONS} requestedModelId={modelId} requestedShowroomId={showroom} requestedStep={step === 'details' ? 2 : 1} />
}
