import type { AnyRouter } from '@tanstack/react-router'

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
  router.history.push(path)
}

function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}
