/** The id of a form control, stable between the server render and the browser (error summary links use it). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, '-')}`
}

export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** aria-describedby for a control: its hint, then its error message. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? hintId(id) : undefined, error ? errorId(id) : undefined].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** The id of a form's error summary. */
export const summaryId = (formId: string) => `${formId}-summary`
