import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/lib/api'

/**
 * Puts the server's answer to a failed submit where the visitor looks: field messages (envelope 400
 * data.errors) under their fields, the first one focused; anything else (wrong password, a field
 * the form does not show, a network failure) as one message next to the form.
 * Returns that message, or null when every problem went to a field.
 */
export function applyServerError<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
  fallbackMessage: string,
): string | null {
  if (!isApiError(error)) return fallbackMessage
  if (error.kind === 'aborted') return null
  if (error.kind !== 'envelope') return fallbackMessage
  const fieldErrors = Object.entries(error.fieldErrors ?? {})
  const shown = fieldErrors.filter(([field]) => (fields as readonly string[]).includes(field))
  shown.forEach(([field, message], index) => setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }))
  const unshown = fieldErrors.filter(([field]) => !(fields as readonly string[]).includes(field))
  if (unshown.length > 0) return unshown.map(([, message]) => message).join(' ')
  return shown.length > 0 ? null : error.message || fallbackMessage
}
