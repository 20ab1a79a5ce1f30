import { useMutation } from '@tanstack/react-query'
import type { TestDriveResponse } from '@/contract/test-drive'
import type { Submission } from '@/lib/idempotency'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { TestDriveFormOutput } from '../form-values'

/** POST /api/test-drive/: books a test drive; a repeated idempotency key answers the first booking. */
export const bookTestDrive = onDemandCall(async () => (await import('@/contract/test-drive')).bookTestDrive)

/**
 * The booking form's mutation: the validated answers and the submission's keys (its idempotency
 * key, the unanswered tries it supersedes). The form shows failures itself, so the client stays silent.
 */
export function useBookTestDrive() {
  return useMutation<TestDriveResponse, Error, Submission<TestDriveFormOutput>>({
    mutationKey: ['test-drive', 'book'],
    mutationFn: ({ values, keys }) => bookTestDrive({ ...values, ...keys }, { warn: { mode: 'silent' } }),
  })
}
