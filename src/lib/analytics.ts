import { env } from '@/config/env'

export type PageView = { path: string; title: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type AnalyticsAdapter = { pageView(view: PageView): void }

const adapters: Record<typeof env.VITE_ANALYTICS_PROVIDER, AnalyticsAdapter> = {
  dataLayer: {
    pageView({ path, title }) {
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title })
    },
  },
  console: {
    pageView(view) {
      console.info('[analytics] page_view', view)
    },
  },
  none: { pageView() {} },
}

let lastPath: string | undefined

/** SPEC §1: one page-view event for the first page and for every route change. */
export function trackPageView(view: PageView, provider = env.VITE_ANALYTICS_PROVIDER): void {
  if (typeof window === 'undefined' || view.path === lastPath) return
  lastPath = view.path
  adapters[provider].pageView(view)
}

export function resetAnalyticsForTests(): void {
  lastPath = undefined
}
