import { createFileRoute } from '@tanstack/react-router'
import { TestDriveSuccessPage } from '@/features/test-drive/TestDriveSuccessPage'

export const Route = createFileRoute('/message/test-drive-success')({
  component: TestDriveSuccessPage,
})
