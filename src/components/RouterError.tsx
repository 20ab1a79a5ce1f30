import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorState } from './ErrorState'

export function RouterError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  return (
    <ErrorState
      error={error}
      onRetry={() => {
        queryErrorReset.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}
