import { ApiError } from './api-error'
import { appendQuery } from './query-string'
import { NETWORK_ERROR_MESSAGE, abortedError, timeoutError } from './transport-errors'
import { UNEXPECTED_RESPONSE_MESSAGE } from './envelope'

export const JSONP_DEFAULT_TIMEOUT_MS = 5000
export const JSONP_CALLBACK_PARAM = 'callback'

export type JsonpRequest = {
  url: string
  timeoutMs?: number
  signal?: AbortSignal
}

let callbackSequence = 0

/**
 * Loads `url` as a script with a `callback` query parameter naming a one-off global function and
 * resolves with the value the script passes to it. The script tag is removed whatever happens.
 * The global is deleted once the script has run or failed to load; after a timeout or an abort the
 * script may still arrive, so the global becomes a no-op that deletes itself when called (a deleted
 * one would throw a ReferenceError in the page).
 */
export function loadJsonp({ url, timeoutMs = JSONP_DEFAULT_TIMEOUT_MS, signal }: JsonpRequest): Promise<unknown> {
  if (typeof document === 'undefined') {
    return Promise.reject(new ApiError('JSONP needs a browser document', { kind: 'network' }))
  }
  if (signal?.aborted) return Promise.reject(abortedError())

  return new Promise((resolve, reject) => {
    callbackSequence += 1
    const callbackName = `__jsonp_${Date.now().toString(36)}_${callbackSequence}`
    const globalScope = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    let settled = false

    const settle = (outcome: () => void, { scriptMayStillRun = false } = {}) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      if (scriptMayStillRun) {
        globalScope[callbackName] = () => {
          delete globalScope[callbackName]
        }
      } else {
        delete globalScope[callbackName]
      }
      script.remove()
      outcome()
    }
    const onAbort = () => settle(() => reject(abortedError()), { scriptMayStillRun: true })
    const timer = setTimeout(
      () => settle(() => reject(timeoutError(timeoutMs)), { scriptMayStillRun: true }),
      timeoutMs,
    )

    globalScope[callbackName] = (body: unknown) => settle(() => resolve(body))
    script.addEventListener('error', () =>
      settle(() => reject(new ApiError(NETWORK_ERROR_MESSAGE, { kind: 'network' }))),
    )
    // A script runs before its load event, so loading without calling back means it was not JSONP.
    script.addEventListener('load', () =>
      settle(() => reject(new ApiError(UNEXPECTED_RESPONSE_MESSAGE, { kind: 'http' }))),
    )
    signal?.addEventListener('abort', onAbort, { once: true })

    script.async = true
    script.src = appendQuery(url, { [JSONP_CALLBACK_PARAM]: callbackName })
    document.head.appendChild(script)
  })
}
