import type { createStore } from 'jotai'
import { configureApiClient } from '@/lib/api/client-hooks'
import { pageWarnAtom } from '@/lib/state/loading'
import { notify } from '@/components/Notifications'

/** Wires the request client's page warnings and toasts to this app's state. */
export function connectApiClient(store: ReturnType<typeof createStore>, requestGate: () => Promise<unknown> | undefined) {
  configureApiClient({
    onPageWarn: (message) => store.set(pageWarnAtom, message),
    onToast: (type, message) => notify(type, message),
    getRequestGate: requestGate,
  })
}
