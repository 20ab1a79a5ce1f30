import { createFileRoute } from '@tanstack/react-router'
import { TestDrivePage } from '@/features/test-drive/TestDrivePage'

export type TestDriveSearch = { modelId?: string }

// A plain validator keeps zod out of the entry bundle (route options are not code-split).
export function validateTestDriveSearch(search: Record<string, unknown>): TestDriveSearch {
  const { modelId } = search
  return typeof modelId === 'string' && /^[a-z0-9-]{1,64}$/.test(modelId) ? { modelId } : {}
}

export const Route = createFileRoute('/test-drive')({
  validateSearch: validateTestDriveSearch,
  component: TestDrivePage,
})
