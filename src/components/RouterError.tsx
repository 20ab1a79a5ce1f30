import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorState } from './ErrorState'

export function RouterError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  return (
    <ErrorState
      onRetry={() => {
        queryErrorReset.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}
