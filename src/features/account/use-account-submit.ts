import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from '@/lib/api'
import { NOT_SIGNED_IN_CODE, storeLoggedOut } from './api/session'
import { applyServerError } from './server-errors'
import { useAccountStrings } from './use-account-strings'

type UseAccountSubmitOptions<TValues extends FieldValues, TOutput, TResult> = {
  form: UseFormReturn<TValues, unknown, TOutput>
  /** The form's fields in order: the server's messages about them go under them, the first focused. */
  fields: readonly Path<TValues>[]
  send: (values: TOutput) => Promise<TResult>
  onSuccess: (result: TResult, values: TOutput) => void
  /** A screen for a logged-in visitor: a 401 means the session has ended, and the whole site learns it. */
  needsSession?: boolean
}

/**
 * An account form's submit: validated by react-hook-form, sent as a TanStack Query mutation (one at
 * a time; `useIsMutating` sees it), the server's field messages on their fields and any other
 * message (wrong password, network failure) next to the button.
 */
export function useAccountSubmit<TValues extends FieldValues, TOutput, TResult>({
  form,
  fields,
  send,
  onSuccess,
  needsSession = false,
}: UseAccountSubmitOptions<TValues, TOutput, TResult>) {
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const { mutateAsync, isPending } = useMutation({ mutationFn: send, retry: false })

  const submit = form.handleSubmit(async (values) => {
    setServerMessage(null)
    let result: TResult
    try {
      result = await mutateAsync(values)
    } catch (error) {
      if (needsSession && isApiError(error) && error.code === NOT_SIGNED_IN_CODE) storeLoggedOut(queryClient)
      setServerMessage(applyServerError(error, fields, form.setError, t('error.generic')))
      return
    }
    onSuccess(result, values)
  })

  const clearServerMessage = () => setServerMessage(null)
  return { submit, pending: isPending || form.formState.isSubmitting, serverMessage, clearServerMessage }
}
