import type { AnyRouter } from '@tanstack/react-router'
import { localeOfPath, localeOfSearch, localizedPath } from '@/lib/locale-path'

/**
 * After logging in or registering the form unmounts with the page, and focus would fall to <body>:
 * a keyboard or screen-reader user would start again from the top of the document without being
 * told where they are. Like a booking's confirmation page, the page reached takes focus on its
 * heading once it has rendered.
 */
export function goToWithHeadingFocus(router: AnyRouter, path: string) {
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe()
    requestAnimationFrame(focusPageHeading)
  })
  // `path` is a router path (the redirect is the page's router pathname): the address pushed is
  // that page in the current page's language, so a Chinese visitor stays on Chinese pages.
  const locale = localeOfSearch(router.state.location.search as Record<string, unknown>)
  router.history.push(localeOfPath(path) === 'zh-CN' ? path : localizedPath(path, locale))
}

function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}
