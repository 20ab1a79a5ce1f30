import { useMutation } from '@tanstack/react-query'
import type { TestDriveResponse } from '@/contract/test-drive'
import type { Submission } from '@/lib/idempotency'
import type { RequestOptions } from '@/lib/api/types'
import type { testDriveCalls } from './calls'
import type { TestDriveFormOutput } from '../form-values'

// The call's contract (zod) and the request client load on demand: not in the page's first load.
const loadCalls = () => import('./calls')

/** POST /api/test-drive/: books a test drive; a repeated idempotency key answers the first booking. */
export async function bookTestDrive(payload: Parameters<typeof testDriveCalls.bookTestDrive>[0], options?: RequestOptions) {
  return (await loadCalls()).testDriveCalls.bookTestDrive(payload, options)
}

/** Starts loading the call (contract and request code) on the first focus in the form, so a submit does not wait for it. */
export function preloadBookTestDrive(): Promise<unknown> {
  return loadCalls().catch(() => undefined)
}

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
