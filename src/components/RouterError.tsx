import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useMarkDocumentHydrated } from '@/lib/held-input/clicks'
import { ErrorState } from './ErrorState'

export function RouterError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  // A page whose code failed to load renders this instead of its Seo: its Retry must not be held.
  useMarkDocumentHydrated()
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
