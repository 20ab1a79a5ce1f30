import type { FieldErrors, FieldValues } from 'react-hook-form'
import type { ErrorSummaryItem } from './ErrorSummary'
import { fieldId } from './field-id'

/** The current errors of the given fields, in the order the form shows them, for the error summary. */
export function summaryItems<TValues extends FieldValues>(formId: string, errors: FieldErrors<TValues>, names: readonly string[]): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = []
  for (const name of names) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message
    if (typeof message === 'string' && message !== '') items.push({ name, id: fieldId(formId, name), message })
  }
  return items
}
