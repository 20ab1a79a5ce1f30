import { env } from '@/config/env'
import { readConsent, subscribeConsent, type ConsentChoice } from '@/lib/consent'
import { reportVitalsWhenHidden, type VitalsReport } from '@/lib/web-vitals-report'

export type PageView = {
  path: string
  title: string
  /** The page's route (`/models/$id`): its vitals are read per template, not per address. */
  template?: string
  language?: string
}
/** What a page load's vitals are sent with: the first page the document showed. */
type VitalsEvent = VitalsReport & { page_template: string; page_language: string; page_path: string }
type Provider = typeof env.VITE_ANALYTICS_PROVIDER

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type AnalyticsAdapter = {
  pageView(view: PageView): void
  /** The visitor's agreement, or its withdrawal after one, for providers that take consent signals. */
  consent(choice: ConsentChoice): void
  /** A page load's Core Web Vitals, once, when the page is first hidden. */
  vitals(event: VitalsEvent): void
}

/** Google's tag API pushes `arguments`, not arrays: gtag.js and Tag Manager read only those as commands. */
function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? []
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments)
}

let consentDefaultStated = false

const adapters: Record<Provider, AnalyticsAdapter> = {
  dataLayer: {
    pageView({ path, title }) {
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title })
    },
    consent(choice) {
      // Consent Mode: nothing is pushed before the visitor agrees; the agreement states the
      // default (denied) before the update, as Google's tags expect.
      if (choice === 'granted' && !consentDefaultStated) {
        consentDefaultStated = true
        gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' })
      }
      gtag('consent', 'update', { analytics_storage: choice })
    },
    vitals(event) {
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ event: 'web_vitals', ...event })
    },
  },
  console: {
    pageView(view) {
      console.info('[analytics] page_view', view)
    },
    consent(choice) {
      console.info('[analytics] consent', choice)
    },
    vitals(event) {
      console.info('[analytics] web_vitals', event)
    },
  },
  none: { pageView() {}, consent() {}, vitals() {} },
}

let currentView: PageView | undefined
let loadedView: PageView | undefined
let lastSentPath: string | undefined
let providerScriptAdded = false
let stopVitals: (() => void) | undefined

function send(provider: Provider) {
  if (!currentView || currentView.path === lastSentPath) return
  lastSentPath = currentView.path
  adapters[provider].pageView(currentView)
}

/** The provider's own script (VITE_ANALYTICS_SCRIPT_URL) is requested only once the visitor agrees. */
function addProviderScript(url: string) {
  if (providerScriptAdded || !url) return
  providerScriptAdded = true
  const script = document.createElement('script')
  script.async = true
  script.src = url
  document.head.append(script)
}

/**
 * SPEC §1: one page-view event for the first page and for every route change — only once the
 * visitor has accepted analytics. Until then nothing reaches the provider; accepting sends the
 * current page's view, rejecting (even later) stops them.
 */
export function trackPageView(view: PageView, provider: Provider = env.VITE_ANALYTICS_PROVIDER): void {
  if (typeof window === 'undefined') return
  currentView = view
  loadedView ??= view
  if (readConsent() === 'granted') send(provider)
}

/**
 * Core Web Vitals of this page load (real visitors' figures, docs/deploy.md), once the visitor has
 * agreed; a withdrawal before the page is hidden sends nothing.
 */
function watchVitals(provider: Provider) {
  stopVitals ??= reportVitalsWhenHidden((report) => {
    if (readConsent() !== 'granted' || !loadedView) return
    const { path, template = path, language = document.documentElement.lang } = loadedView
    adapters[provider].vitals({ page_template: template, page_language: language, page_path: path, ...report })
  })
}

/** Follows the visitor's consent choice for the rest of the page's life. */
export function startAnalytics(provider: Provider = env.VITE_ANALYTICS_PROVIDER, scriptUrl = env.VITE_ANALYTICS_SCRIPT_URL): () => void {
  let granted = false
  const follow = () => {
    const nowGranted = readConsent() === 'granted'
    if (nowGranted === granted) return
    granted = nowGranted
    adapters[provider].consent(nowGranted ? 'granted' : 'denied')
    if (nowGranted) {
      addProviderScript(scriptUrl)
      send(provider)
      watchVitals(provider)
    }
  }
  follow()
  return subscribeConsent(follow)
}

export function resetAnalyticsForTests(): void {
  stopVitals?.()
  stopVitals = undefined
  currentView = undefined
  loadedView = undefined
  lastSentPath = undefined
  providerScriptAdded = false
  consentDefaultStated = false
}
