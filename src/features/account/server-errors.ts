import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/lib/api'
import { applyServerFieldErrors } from '@/components/form/server-errors'

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
  const { first, others } = applyServerFieldErrors(setError, error.fieldErrors ?? {}, fields, { focusFirst: true })
  if (others.length > 0) return others.join(' ')
  return first ? null : error.message || fallbackMessage
}
