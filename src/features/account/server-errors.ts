import type { SubmissionState } from '@/components/form/use-submission'

/**
 * The envelope codes the account calls document (docs/api/README.md): 400 invalid input, 401 not
 * signed in or wrong credentials, 409 a superseded dealer application, 422 a reused key. Their
 * messages are worded for the visitor; any other code is a general failure, shown in the page's
 * words (the server's goes to the console), as the contract says. Numbers rather than the
 * contract's constants, which would bring zod into the pages' first load (as api/session.ts does).
 */
export const DOCUMENTED_ENVELOPE_CODES: ReadonlySet<number> = new Set([400, 401, 409, 422])

export type Failed = Extract<SubmissionState, { status: 'failed' }>
export type Messages = (key: 'error.offline' | 'error.generic') => string

/**
 * What an account form says next to its button about a failed submit (the form kit's failure; its
 * field messages are already at their fields): offline, that nothing was sent; the server's message
 * for a refusal with a code the calls document (a wrong password); the messages of fields the form
 * does not have; the general failure for anything else (a lost answer, a timeout: sending again is
 * safe, the key is the same). Null when every problem went to a field.
 */
export function failureMessage({ failure, otherMessages }: Pick<Failed, 'failure' | 'otherMessages'>, t: Messages): string | null {
  switch (failure.kind) {
    case 'offline':
      return t('error.offline')
    case 'invalid':
      return otherMessages.length > 0 ? otherMessages.join(' ') : null
    case 'server':
      return failure.serverMessage && failure.code !== undefined && DOCUMENTED_ENVELOPE_CODES.has(failure.code) ? failure.serverMessage : t('error.generic')
    default:
      return t('error.generic')
  }
}
