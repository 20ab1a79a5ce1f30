import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { fieldId } from './field-id'
import type { lazyZodResolver } from './lazy-resolver'
import { useErrorDisplay } from './use-error-display'
import { useFormDraft, type FormDraft } from './use-form-draft'
import { preloadSubmissionStore, useSubmission, type Keying, type SubmissionMutation } from './use-submission'

type UseFormKitOptions<TValues extends FieldValues, TOutput extends FieldValues, TResult, TExtra> = {
  formId: string
  /** The form's zod schema, loaded on demand (lazy-resolver.ts). */
  validation: ReturnType<typeof lazyZodResolver<TValues, TOutput>>
  defaults: TValues
  /**
   * What survives a reload (use-form-draft): every answer by default; `keepOut` names fields never
   * stored (a password, an SMS code); false stores nothing.
   */
  draft?: false | { keepOut: readonly (keyof TValues & string)[] }
  /** How tries are keyed and whether one made offline waits for the connection (use-submission). */
  keying?: Keying
  queueOffline?: boolean
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
  /** A failure the form explains itself: return true and no failure is shown (use-submission). */
  onFailure?: (error: unknown, values: TOutput) => boolean
}

/**
 * The form kit every form that sends answers is built on (the bookings, the survey and the account
 * forms): react-hook-form with the lazily loaded schema, the draft that survives reloads
 * (use-form-draft), how errors are shown and focused (use-error-display) and the submission that
 * never sends twice (use-submission).
 */
export function useFormKit<TValues extends FieldValues, TOutput extends FieldValues, TResult, TExtra = undefined>({
  formId,
  validation,
  defaults,
  draft: draftOptions = { keepOut: [] },
  keying,
  queueOffline,
  fields,
  mutation,
  preloadCall,
  onSuccess,
  onRestore,
  onReveal,
  onFailure,
}: UseFormKitOptions<TValues, TOutput, TResult, TExtra>) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: validation.resolver,
    defaultValues: defaults as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const draft = useFormDraft<TValues, TExtra>({
    formId,
    form,
    defaults,
    enabled: draftOptions !== false,
    ...(draftOptions ? { keepOut: draftOptions.keepOut } : {}),
    onRestore,
  })
  const errorDisplay = useErrorDisplay({ formId, form, fields, onReveal })
  const submission = useSubmission<TOutput, TResult>({
    formId,
    keying,
    queueOffline,
    mutation,
    onSuccess: (result, values) => {
      draft.clear()
      onSuccess(result, values)
    },
    showFieldErrors: errorDisplay.showServerErrors,
    onAdopt: draft.adopt,
    onFailure,
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
    /** Starts loading the schema, the call and the submission's keys (on the first focus in the form), so a submit waits for none. */
    preload: () => {
      validation.preload()
      preloadCall?.()
      preloadSubmissionStore()
    },
  }
}
