import { useEffect, useState } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldId, summaryId } from './field-id'
import { focusFieldBelowSummary } from './focus-field'
import { applyServerFieldErrors } from './server-errors'
import { summaryItems } from './summary-items'

/**
 * How a form shows what is wrong (SPEC §5): nothing until the first submit, then the messages at
 * their fields, the error summary linking to each, and focus on the first field in error — for the
 * form's own validation (`onInvalid`) and for the server's field errors (`showServerErrors`).
 */
export function useErrorDisplay<TValues extends FieldValues, TOutput extends FieldValues>({
  formId,
  form,
  fields,
  onReveal,
}: {
  formId: string
  form: UseFormReturn<TValues, unknown, TOutput>
  /** The form's fields in the order it shows them. */
  fields: readonly string[]
  /** Before the first field in error is focused (e.g. to show the step it is on). */
  onReveal?: ((field: string) => void) | undefined
}) {
  const [showSummary, setShowSummary] = useState(false)
  // The field to focus once the summary and the fields' messages are on the page: focusing in the
  // frame after the submit placed the field before the summary had pushed it ~450 px down, out of
  // view, and left the summary under the header. A new object on each submit.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null)
  useEffect(() => {
    if (!focusTarget) return
    const frame = requestAnimationFrame(() => focusFieldBelowSummary(summaryId(formId), focusTarget.id))
    return () => cancelAnimationFrame(frame)
  }, [focusTarget, formId])
  // Read on every render: react-hook-form only re-renders for the formState parts a render read.
  const { errors } = form.formState

  const reveal = (first: string | undefined) => {
    setShowSummary(true)
    if (!first) return
    onReveal?.(first)
    setFocusTarget({ id: fieldId(formId, first) })
  }

  return {
    /** react-hook-form's invalid handler. */
    onInvalid: (fieldErrors: FieldErrors<TValues>) => reveal(fields.find((name) => (fieldErrors as Record<string, unknown>)[name])),
    /** useSubmission's `showFieldErrors`: returns the messages of fields the form does not have. */
    showServerErrors: (fieldErrors: Record<string, string>) => {
      const { first, others } = applyServerFieldErrors(form.setError, fieldErrors, fields)
      reveal(first)
      return others
    },
    /** After a partial check (`trigger`): the summary and focus for the errors the form holds now. */
    revealCurrent: () => reveal(fields.find((name) => form.getFieldState(name as Path<TValues>).invalid)),
    /** The form's own onReveal, for the error summary's links. */
    onReveal,
    /** "Start over": no summary until the next submit. */
    hide: () => setShowSummary(false),
    summaryItems: showSummary ? summaryItems(formId, errors, fields) : [],
  }
}
