import { idempotencyKeyFor, supersedingKeysFor, createIdempotencyKey, type SubmissionKeys } from '@/lib/idempotency'
import type { Keying } from './use-submission'

/**
 * What a submission needs once it is sent or queued, not to show the form: the keys, the tabs'
 * shared attempts and their locks. Loaded with the form's validation on the first focus in it
 * (use-form-kit), or when a try of this form is stored from an earlier page (use-submission), so a
 * visitor who only reads the page never downloads it.
 */
export { adoptAttempt, clearIdempotencyKeys, queueAttempt, queuedAttempts, unqueueAttempt } from '@/lib/idempotency'
export { exclusively, holdIfFree, holdShared } from '@/lib/tab-locks'

export const keysFor: Record<Keying, (formId: string, values: unknown) => Promise<SubmissionKeys>> = {
  superseding: supersedingKeysFor,
  'per-answers': async (formId, values) => ({ idempotencyKey: await idempotencyKeyFor(formId, values) }),
  none: async () => ({ idempotencyKey: createIdempotencyKey() }),
}
