import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { fullLoad, fullLoadAnswers } from '@/lib/missing-code'
import { ErrorState } from './ErrorState'

export function RouterError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  // Offline or after a deploy, the page's code may be missing: a full load answers (src/lib/missing-code.ts).
  const [loadingInFull] = useState(() => typeof window !== 'undefined' && fullLoadAnswers(error))
  useEffect(() => {
    if (loadingInFull) fullLoad()
  }, [loadingInFull])
  if (loadingInFull) return null
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
