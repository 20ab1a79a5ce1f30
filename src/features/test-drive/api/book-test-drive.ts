import { bookTestDrive as operation } from '@/contract/test-drive'
import { defineContractApi } from '@/lib/api'
import type { SubmissionKeys } from '@/lib/idempotency'
import type { TestDriveFormOutput } from '../form-values'

/** POST /api/test-drive/: books a test drive; a repeated idempotency key answers the first booking. */
export const bookTestDrive = defineContractApi(operation)

/**
 * The booking form's mutation (loaded on demand, with the contract): the validated answers and the
 * submission's keys (its idempotency key, the unanswered tries it supersedes). The form shows
 * failures itself, so the client stays silent.
 */
export const sendTestDriveBooking = (booking: TestDriveFormOutput, keys: SubmissionKeys) => bookTestDrive({ ...booking, ...keys }, { warn: { mode: 'silent' } })
