/**
 * In Lite mode the first click that started the page's scripts was held by the boot loader
 * (prerender/html.mjs): replay it once React owns its target. The shell has hydrated now, but the
 * target may be in a part still hydrating (a home island), where React drops a click; React marks
 * the elements it has hydrated with its props key (held-click.react.test.tsx hydrates real markup
 * with the real React, so a React that stops doing so fails it).
 */
export function replayHeldClick() {
  const held = window as Window & { __heldClick?: HTMLElement }
  const target = held.__heldClick
  delete held.__heldClick
  if (!target) return
  const giveUpAt = Date.now() + 10_000
  const attempt = () => {
    if (!target.isConnected) return
    if (Object.keys(target).some((key) => key.startsWith('__reactProps$'))) target.click()
    else if (Date.now() < giveUpAt) window.setTimeout(attempt, 50)
  }
  attempt()
}
