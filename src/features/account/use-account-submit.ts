import { useState, type BaseSyntheticEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useErrorDisplay } from '@/components/form/use-error-display'
import { isApiError } from '@/lib/api'
import { isOffline } from '@/lib/submit-failure'
import { NOT_SIGNED_IN_CODE, storeLoggedOut } from './api/session'
import { applyServerError } from './server-errors'
import { useAccountStrings } from './use-account-strings'

type UseAccountSubmitOptions<TValues extends FieldValues, TOutput extends FieldValues, TResult> = {
  formId: string
  form: UseFormReturn<TValues, unknown, TOutput>
  /** The form's fields in order (form-values.ts): the error summary lists them so and the first in error takes focus. */
  fields: readonly (keyof TValues & string)[]
  /** Sends the validated values through the operation's mutation hook (features/account/api/<operation>.ts). */
  send: (values: TOutput) => Promise<TResult>
  onSuccess: (result: TResult, values: TOutput) => void
  /**
   * A failure the form explains itself (e.g. the registration recognising its own lost attempt):
   * return true and the usual message is not shown.
   */
  onFailure?: (error: unknown, values: TOutput) => boolean
  /** A screen for a logged-in visitor: a 401 means the session has ended, and the whole site learns it. */
  needsSession?: boolean
}

/**
 * An account form's submit: validated by react-hook-form, sent through the operation's TanStack
 * Query mutation (`send`), one at a time: the button stays disabled while it is pending. Errors show as on the booking forms (use-error-display): the
 * messages at their fields, the error summary (role="alert") linking to each and focus on the first
 * field in error in the form's order, for the form's own rules and the server's field messages;
 * any other message (wrong password, network failure) next to the button. Offline, nothing is sent
 * and the visitor is told at once, as on the booking forms (use-submission.ts).
 */
export function useAccountSubmit<TValues extends FieldValues, TOutput extends FieldValues, TResult>({
  formId,
  form,
  fields,
  send,
  onSuccess,
  onFailure,
  needsSession = false,
}: UseAccountSubmitOptions<TValues, TOutput, TResult>) {
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const errorDisplay = useErrorDisplay({ formId, form, fields })

  const validateAndSend = form.handleSubmit(async (values) => {
    setServerMessage(null)
    if (isOffline()) {
      setServerMessage(t('error.offline'))
      return
    }
    let result: TResult
    try {
      result = await send(values)
    } catch (error) {
      if (needsSession && isApiError(error) && error.code === NOT_SIGNED_IN_CODE) storeLoggedOut(queryClient)
      if (onFailure?.(error, values)) return
      setServerMessage(applyServerError(error, errorDisplay.showServerErrors, t('error.generic')))
      return
    }
    onSuccess(result, values)
  }, errorDisplay.onInvalid)
  // The rules load on the first focus: when they cannot (offline meanwhile), validating fails as a send would.
  const submit = (event?: BaseSyntheticEvent) => validateAndSend(event).catch(() => setServerMessage(notSentMessage(t)))

  const clearServerMessage = () => setServerMessage(null)
  return { submit, pending: form.formState.isSubmitting, serverMessage, setServerMessage, clearServerMessage, errorDisplay }
}

/** Why a request was not sent: the device is offline, or the page could not load what it needed. */
export function notSentMessage(t: ReturnType<typeof useAccountStrings>['t']): string {
  return isOffline() ? t('error.offline') : t('error.generic')
}
