import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { fieldId } from './field-id'
import type { lazyZodResolver } from './lazy-resolver'
import { useErrorDisplay } from './use-error-display'
import { useFormDraft, type FormDraft } from './use-form-draft'
import { useSubmission, type SubmissionMutation } from './use-submission'

type UseBookingFormOptions<TValues extends FieldValues, TOutput extends FieldValues, TResult, TExtra> = {
  formId: string
  /** The form's zod schema, loaded on demand (lazy-resolver.ts). */
  validation: ReturnType<typeof lazyZodResolver<TValues, TOutput>>
  defaults: TValues
  /** The form's fields in the order it shows them: the error summary and the first field to focus follow it. */
  fields: readonly string[]
  /** The form's mutation (its hook in features/<feature>/api/<operation>.ts): sends the validated values with the submission's keys. */
  mutation: SubmissionMutation<TOutput, TResult>
  /** Starts loading the mutation's call (its contract and request code), so a submit does not wait for it. */
  preloadCall?: () => void
  /** After the server confirmed (the draft is already cleared). */
  onSuccess: (result: TResult, values: TOutput) => void
  onRestore?: (draft: FormDraft<TExtra>) => void
  /** Before the first field in error is focused (e.g. to show the step it is on). */
  onReveal?: (field: string) => void
}

/**
 * The form kit every booking form (test drive, service, survey) is built on: react-hook-form with the lazily loaded
 * schema, the draft that survives reloads (use-form-draft), how errors are shown and focused
 * (use-error-display) and the submission that never sends twice (use-submission).
 */
export function useBookingForm<TValues extends FieldValues, TOutput extends FieldValues, TResult, TExtra = undefined>({
  formId,
  validation,
  defaults,
  fields,
  mutation,
  preloadCall,
  onSuccess,
  onRestore,
  onReveal,
}: UseBookingFormOptions<TValues, TOutput, TResult, TExtra>) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: validation.resolver,
    defaultValues: defaults as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const draft = useFormDraft<TValues, TExtra>({ formId, form, defaults, onRestore })
  const errorDisplay = useErrorDisplay({ formId, form, fields, onReveal })
  const submission = useSubmission<TOutput, TResult>({
    formId,
    mutation,
    onSuccess: (result, values) => {
      draft.clear()
      onSuccess(result, values)
    },
    showFieldErrors: errorDisplay.showServerErrors,
    onAdopt: draft.adopt,
  })

  /** Validates, then sends (a retry after a failure too: same answers, same idempotency key). */
  const submit = () => submission.validateAndSubmit((onValid) => form.handleSubmit(onValid, errorDisplay.onInvalid)())

  /** "Start over" on the draft notice: empty form, no messages, no failure. */
  const startOver = () => {
    draft.clear()
    form.reset(defaults)
    errorDisplay.hide()
    submission.reset()
  }

  return {
    formId,
    form,
    draft,
    errorDisplay,
    submission,
    submit,
    startOver,
    failure: submission.state.status === 'failed' ? submission.state : undefined,
    queued: submission.state.status === 'queued',
    fieldId: (name: keyof TValues & string) => fieldId(formId, name),
    /** Starts loading the schema and the call (on the first focus in the form), so a submit waits for neither. */
    preload: () => {
      validation.preload()
      preloadCall?.()
    },
  }
}
