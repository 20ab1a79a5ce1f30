import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { TestDrivePage } from '@/features/test-drive/TestDrivePage'

const testDriveSearchSchema = z.object({
  modelId: z.string().trim().min(1).max(64).optional().catch(undefined),
})

export const Route = createFileRoute('/test-drive')({
  validateSearch: testDriveSearchSchema,
  component: TestDrivePage,
})
