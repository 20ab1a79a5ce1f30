import { isApiError } from '@/lib/api'

/**
 * The envelope codes the account calls document (docs/api/README.md): 400 invalid input, 401 not
 * signed in or wrong credentials, 409 a superseded dealer application, 422 a reused key. Their
 * messages are worded for the visitor; any other code is a general failure, shown in the page's
 * words (the server's goes to the console), as the contract says. Numbers rather than the
 * contract's constants, which would bring zod into the pages' first load (as api/session.ts does).
 */
export const DOCUMENTED_ENVELOPE_CODES: ReadonlySet<number> = new Set([400, 401, 409, 422])

/**
 * Puts the server's answer to a failed submit where the visitor looks: field messages (envelope 400
 * data.errors) go to `showFieldErrors` (the form's error display: under their fields, in the error
 * summary, the first focused), which returns those of fields the form does not show; anything else
 * (wrong password, such a field, a network failure) is one message next to the form: the server's
 * for a code the calls document, `fallbackMessage` for any other code and any transport failure.
 * Returns that message, or null when every problem went to a field.
 */
export function applyServerError(error: unknown, showFieldErrors: (errors: Record<string, string>) => string[], fallbackMessage: string): string | null {
  if (!isApiError(error)) return fallbackMessage
  if (error.kind === 'aborted') return null
  if (error.kind !== 'envelope') return fallbackMessage
  const fieldErrors = error.fieldErrors ?? {}
  if (Object.keys(fieldErrors).length === 0) return error.code !== undefined && DOCUMENTED_ENVELOPE_CODES.has(error.code) ? error.message || fallbackMessage : fallbackMessage
  const others = showFieldErrors(fieldErrors)
  return others.length > 0 ? others.join(' ') : null
}
