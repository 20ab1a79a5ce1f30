import { vi } from 'vitest'
import { configureApiClient, type ApiClientHooks } from './client-hooks'

/** Fresh spies for the app hooks, installed as the client's hooks. For tests only. */
export function installTestHooks({ getRequestGate }: Pick<ApiClientHooks, 'getRequestGate'> = {}) {
  const hooks = {
    onPageWarn: vi.fn<ApiClientHooks['onPageWarn']>(),
    onToast: vi.fn<ApiClientHooks['onToast']>(),
  }
  configureApiClient({ ...hooks, getRequestGate })
  return hooks
}

/** Expected envelope warnings: silences console.warn for the test and lets it count them. */
export function expectWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {})
}
