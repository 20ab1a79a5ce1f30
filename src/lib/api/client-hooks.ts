import type { ToastType } from './types'

/** The app's side of the client: set once at start-up so this library imports no app state. */
export type ApiClientHooks = {
  onPageWarn(message: string): void
  onToast(type: ToastType, message: string): void
  /** Resolves when requests may go out (for example once the msw worker is ready). */
  getRequestGate?(): Promise<unknown> | undefined
}

const noHooks: ApiClientHooks = {
  onPageWarn() {},
  onToast() {},
}

let hooks: ApiClientHooks = noHooks

/** Installs the app's hooks (replacing earlier ones). */
export function configureApiClient(clientHooks: ApiClientHooks): void {
  hooks = clientHooks
}

export function getApiClientHooks(): ApiClientHooks {
  return hooks
}
