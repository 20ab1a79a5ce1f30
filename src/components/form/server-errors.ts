import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * Puts the server's field messages (envelope 400, data.errors) on the form's own fields. Returns
 * the first field that got one (to focus) and the messages of fields the form does not have.
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldErrors: Record<string, string>,
  fieldsInOrder: readonly string[],
): { first: string | undefined; others: string[] } {
  const others: string[] = []
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (fieldsInOrder.includes(name)) setError(name as Path<TValues>, { type: 'server', message })
    else others.push(message)
  }
  return { first: fieldsInOrder.find((name) => name in fieldErrors), others }
}
