import { atom } from 'jotai'
import { LOCALE_COOKIE } from '@/boot/page-signals'

/** Shared app state (SPEC §3). The initial values come from the server-provided initial-state object. */
export type AppState = {
  baseURI: string
  curDate: string
  locale: 'en-US' | 'zh-CN'
  localeCookieDomain: string
  localeCookieKey: string
  runtime: 'server' | 'browser'
  staticURI: string
  templateCache: Record<string, string>
  uploadTokenURI: string
  modelId: string | undefined
  subRuntime: string
}

export const INITIAL_STATE_ELEMENT_ID = '__INITIAL_STATE__'

declare global {
  interface Window {
    __INITIAL_STATE__?: Partial<AppState>
  }
}

export function createInitialState(overrides: Partial<AppState> = {}): AppState {
  return {
    baseURI: '',
    curDate: new Date().toISOString(),
    locale: 'en-US',
    localeCookieDomain: '',
    localeCookieKey: LOCALE_COOKIE,
    runtime: 'server',
    staticURI: '',
    templateCache: {},
    uploadTokenURI: '',
    modelId: undefined,
    subRuntime: 'prerender',
    ...overrides,
  }
}

/** Reads the initial-state object the prerender embedded as JSON (never executed, so CSP-safe). */
export function readInitialStateFromDocument(doc: Document): AppState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID)
  let fromServer: Partial<AppState> = {}
  if (element?.textContent) {
    try {
      fromServer = JSON.parse(element.textContent) as Partial<AppState>
    } catch {
      fromServer = {}
    }
  }
  window.__INITIAL_STATE__ = fromServer
  return createInitialState({ ...fromServer, runtime: 'browser' })
}

export const appStateAtom = atom<AppState>(createInitialState())

/** The model the visitor is looking at, carried into the test-drive booking. */
export const modelIdAtom = atom(
  (get) => get(appStateAtom).modelId,
  (get, set, modelId: string | undefined) => set(appStateAtom, { ...get(appStateAtom), modelId }),
)
