import { ApiError } from './api-error'

export const NETWORK_ERROR_MESSAGE = 'Network Error'
export const ABORTED_MESSAGE = 'Request aborted'

export function timeoutError(timeoutMs: number): ApiError {
  return new ApiError(`Request timed out after ${timeoutMs} ms`, { kind: 'timeout' })
}

export function abortedError(): ApiError {
  return new ApiError(ABORTED_MESSAGE, { kind: 'aborted' })
}

/**
 * An AbortSignal that fires on the caller's signal or after `timeoutMs`, remembering which one it was.
 * `dispose` must be called when the request settles.
 */
export function createRequestSignal(timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController()
  let timedOut = false
  const abortFromCaller = () => controller.abort()
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  if (callerSignal?.aborted) controller.abort()
  else callerSignal?.addEventListener('abort', abortFromCaller, { once: true })

  return {
    signal: controller.signal,
    /** The ApiError for an abort, or undefined when the signal has not fired. */
    abortReason(): ApiError | undefined {
      if (timedOut) return timeoutError(timeoutMs)
      if (controller.signal.aborted) return abortedError()
      return undefined
    },
    dispose() {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', abortFromCaller)
    },
  }
}
