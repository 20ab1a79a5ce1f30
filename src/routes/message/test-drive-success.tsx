import { createFileRoute } from '@tanstack/react-router'
import { TestDriveSuccessPage } from '@/features/test-drive/TestDriveSuccessPage'
import { CATALOGUE } from '@/features/models/data/models'

export const Route = createFileRoute('/message/test-drive-success')({
  component: TestDriveSuccessRoute,
})

const MODEL_OPTIONS = CATALOGUE.map(({ id, title }) => ({ id, title }))

function TestDriveSuccessRoute() {
  return <TestDriveSuccessPage models={MODEL_OPTIONS} />
}
