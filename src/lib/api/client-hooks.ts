import type { LoadingFlag, ToastType } from './types'

/** The app's side of the client: set once at start-up so this library imports no app state. */
export type ApiClientHooks = {
  onLoadingChange(flag: LoadingFlag, active: boolean): void
  onPageWarn(message: string): void
  onToast(type: ToastType, message: string): void
  /** Resolves when requests may go out (for example once the msw worker is ready). */
  getRequestGate?(): Promise<unknown> | undefined
}

const noHooks: ApiClientHooks = {
  onLoadingChange() {},
  onPageWarn() {},
  onToast() {},
}

let hooks: ApiClientHooks = noHooks

// Requests sharing a flag overlap: the flag stays on until the last of them ends.
const activeRequests: Record<LoadingFlag, number> = { loading: 0, loadingForm: 0, loadingTable: 0 }

/** Installs the app's hooks (replacing earlier ones) and forgets requests counted under the old hooks. */
export function configureApiClient(clientHooks: ApiClientHooks): void {
  hooks = clientHooks
  activeRequests.loading = 0
  activeRequests.loadingForm = 0
  activeRequests.loadingTable = 0
}

export function getApiClientHooks(): ApiClientHooks {
  return hooks
}

export function startLoading(flag: LoadingFlag): void {
  activeRequests[flag] += 1
  if (activeRequests[flag] === 1) hooks.onLoadingChange(flag, true)
}

export function stopLoading(flag: LoadingFlag): void {
  activeRequests[flag] = Math.max(0, activeRequests[flag] - 1)
  if (activeRequests[flag] === 0) hooks.onLoadingChange(flag, false)
}
