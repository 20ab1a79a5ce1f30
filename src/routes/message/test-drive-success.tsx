import { createFileRoute } from '@tanstack/react-router'
import { TestDriveSuccessPage } from '@/features/test-drive/TestDriveSuccessPage'
import { BOOKABLE_MODELS } from '@/features/models/data/models'

export const Route = createFileRoute('/message/test-drive-success')({
  staticData: { inSitemap: false },
  component: TestDriveSuccessRoute,
})

const MODEL_OPTIONS = BOOKABLE_MODELS.map(({ id, title }) => ({ id, title }))

function TestDriveSuccessRoute() {
  return <TestDriveSuccessPage models={MODEL_OPTIONS} />
}
