import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * Puts the server's field messages (envelope 400, data.errors) on the form's own fields. Returns
 * the first field that got one (in the form's order) and the messages of fields the form does not
 * have. `focusFirst` lets react-hook-form focus that field (forms that focus it themselves do not).
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldErrors: Record<string, string>,
  fieldsInOrder: readonly string[],
  { focusFirst = false } = {},
): { first: string | undefined; others: string[] } {
  const first = fieldsInOrder.find((name) => name in fieldErrors)
  const others: string[] = []
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (fieldsInOrder.includes(name)) setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: focusFirst && name === first })
    else others.push(message)
  }
  return { first, others }
}
