import { createFileRoute } from '@tanstack/react-router'
import { TestDrivePage } from '@/features/test-drive/TestDrivePage'
import { CATALOGUE } from '@/features/models/data/models'

export type TestDriveSearch = { modelId?: string }

// A plain validator keeps zod out of the entry bundle (route options are not code-split). Any
// short value is kept: the page preselects a known model and warns about an unknown one.
export function validateTestDriveSearch(search: Record<string, unknown>): TestDriveSearch {
  const modelId = typeof search.modelId === 'number' ? String(search.modelId) : search.modelId
  return typeof modelId === 'string' && modelId.length > 0 && modelId.length <= 64 ? { modelId } : {}
}

export const Route = createFileRoute('/test-drive')({
  validateSearch: validateTestDriveSearch,
  component: TestDriveRoute,
})

const MODEL_OPTIONS = CATALOGUE.map(({ id, title }) => ({ id, title }))

function TestDriveRoute() {
  const { modelId } = Route.useSearch()
  return <TestDrivePage models={MODEL_OPTIONS} requestedModelId={modelId} />
}
