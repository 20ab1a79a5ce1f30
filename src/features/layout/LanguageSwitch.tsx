import type { MouseEvent } from 'react'
import { rootRouteId, useLocation, useRouter, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { instanceForLocale, type Locale } from '@/lib/i18n'
import { LOCALE_PARAM, localeOfSearch } from '@/lib/locale-path'
import { useHydrated } from '@/lib/hydration'
import { LOCALE_SWITCH_ATTRIBUTE } from '@/boot/page-signals'

/** The language switch's own label: each language named in itself ("中文" on an English page). */
const LABEL_KEYS = { 'zh-CN': 'languageSwitch.zh-CN', 'en-US': 'languageSwitch.en-US' } as const

/**
 * A link to the same page in the other language (header, mobile menu, footer). A real link: it works
 * without scripts, and the document's inline locale script records the choice in the `locale`
 * cookie however the page is running (src/boot/locale-redirect.ts; the dev server has no such script). With the scripts running it is a client
 * navigation: the other language's strings load first, then the router moves to the other address
 * with the same route, so the page stays mounted (a booking form keeps what was typed) and only its
 * language changes; the new entry keeps the entry's state (a success page's booking: use-history-value.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const router = useRouter()
  const location = useLocation()
  const current = localeOfSearch(location.search)
  const other: Locale = current === 'zh-CN' ? 'en-US' : 'zh-CN'
  // The prerendered page knows its path only: its search and hash come in after hydration.
  const hydrated = useHydrated()
  // The not-found page (no route but the root matched, or a route's loader found nothing: an unknown
  // model or article) has no twin address in the other language: its switch leads to that home. With
  // notFoundMode 'root' the server's match says status 'notFound'; the hydrating client restores only
  // the root's `_notFound` (the route's own match stays pending), so both are read.
  const notFound = useRouterState({
    select: (state) => state.matches.at(-1)?.routeId === rootRouteId || state.matches.some((match) => match.status === 'notFound' || match._notFound === true),
  })
  const target = {
    to: notFound ? '/' : location.pathname,
    search: { ...(hydrated ? location.search : {}), [LOCALE_PARAM]: other === 'zh-CN' ? 'zh-CN' : undefined },
    hash: hydrated ? location.hash : undefined,
  }
  const href = router.buildLocation(target as unknown as Parameters<typeof router.buildLocation>[0]).publicHref

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // The choice is already in the cookie: the document's inline locale script records every switch click.
    void instanceForLocale(router.options.context.i18n, other).then(() => router.navigate({ ...(target as unknown as Parameters<typeof router.navigate>[0]), state: true, resetScroll: false }))
  }

  return (
    <a href={href} hrefLang={other} lang={other} className={className} {...{ [LOCALE_SWITCH_ATTRIBUTE]: '' }} onClick={onClick}>
      {t(LABEL_KEYS[other])}
    </a>
  )
}
