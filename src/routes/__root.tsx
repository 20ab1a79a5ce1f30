import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useLocation } from '@tanstack/react-router'
import type { RouterContext } from '@/router'
import { AppProviders } from '@/components/AppProviders'
import { SiteLayout } from './-components/SiteLayout'
import { keepLocale, localeOfSearch } from '@/lib/locale-path'
import '@/styles/global.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every link of a Chinese page leads to the Chinese page (src/lib/locale-path.ts).
  search: { middlewares: [keepLocale] },
  component: RootDocument,
})

function RootDocument() {
  const { store, i18n } = Route.useRouteContext()
  const locale = useLocation({ select: (location) => localeOfSearch(location.search) })
  return (
    // The head's first script may mark <html> before hydration (data-consent-ask, features/consent).
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1115" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <HeadContent />
      </head>
      <body>
        <AppProviders store={store} i18n={i18n}>
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        </AppProviders>
        <Scripts />
      </body>
    </html>
  )
}
