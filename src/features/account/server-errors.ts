import { isApiError } from '@/lib/api'

/**
 * Puts the server's answer to a failed submit where the visitor looks: field messages (envelope 400
 * data.errors) go to `showFieldErrors` (the form's error display: under their fields, in the error
 * summary, the first focused), which returns those of fields the form does not show; anything else
 * (wrong password, such a field, a network failure) is one message next to the form.
 * Returns that message, or null when every problem went to a field.
 */
export function applyServerError(error: unknown, showFieldErrors: (errors: Record<string, string>) => string[], fallbackMessage: string): string | null {
  if (!isApiError(error)) return fallbackMessage
  if (error.kind === 'aborted') return null
  if (error.kind !== 'envelope') return fallbackMessage
  const fieldErrors = error.fieldErrors ?? {}
  if (Object.keys(fieldErrors).length === 0) return error.message || fallbackMessage
  const others = showFieldErrors(fieldErrors)
  return others.length > 0 ? others.join(' ') : null
}
