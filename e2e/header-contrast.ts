// The header's contrast against what is painted behind it, measured in pixels: the whole-site
// sweep checks it on a page of each template (e2e/routes.spec.ts), header-contrast.spec.ts over the
// banner's slides, the error state and a page without scripts.
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect } from './fixtures'

// WCAG 2.2: 4.5:1 for text (1.4.3), 3:1 for the parts of a control that identify it (1.4.11), here
// the icon of the phone menu button.
const TEXT_CONTRAST = 4.5
const ICON_CONTRAST = 3

type Rgba = [number, number, number, number]
type Rect = { x: number; y: number; width: number; height: number }
/** Something in the header a visitor must read: a run of text, or an icon-only button's icon. */
type Target = { label: string; kind: 'text' | 'icon'; color: Rgba; rects: Rect[] }

/**
 * The visible text of every header link and button (the rectangles of its text, so an icon beside it
 * is not taken for background), and the icon of any button without visible text, with the colour
 * each is drawn in (its alpha times the opacity of the elements it is in).
 */
function readTargets(page: Page): Promise<Target[]> {
  return page.getByRole('banner').evaluate((header) => {
    const parseColor = (value: string): [number, number, number, number] => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number)
      return [r, g, b, a]
    }
    const drawnColor = (element: Element): [number, number, number, number] => {
      const [r, g, b, a] = parseColor(getComputedStyle(element).color)
      let opacity = a
      for (let node: Element | null = element; node && node !== header.parentElement; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity)
      return [r, g, b, opacity]
    }
    const visibleRects = (rects: DOMRectList | DOMRect[]) =>
      [...rects].filter((rect) => rect.width >= 2 && rect.height >= 2).map(({ x, y, width, height }) => ({ x, y, width, height }))
    // Text for screen readers only sits in a 1 px clipped box (.visually-hidden); its own rectangles are not clipped.
    const inClippedBox = (element: Element, control: Element) => {
      for (let node: Element | null = element; node && node !== control.parentElement; node = node.parentElement) {
        if (visibleRects([node.getBoundingClientRect()]).length === 0) return true
      }
      return false
    }
    const targets: Array<{ label: string; kind: 'text' | 'icon'; color: [number, number, number, number]; rects: Array<{ x: number; y: number; width: number; height: number }> }> = []
    for (const control of header.querySelectorAll('a, button')) {
      if (control.closest('[hidden]') || getComputedStyle(control).visibility === 'hidden') continue
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      let hasText = false
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || inClippedBox(node.parentElement, control)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = visibleRects(range.getClientRects())
        if (rects.length === 0) continue
        hasText = true
        targets.push({ label: node.textContent.trim(), kind: 'text', color: drawnColor(node.parentElement), rects })
      }
      const box = visibleRects([control.getBoundingClientRect()])
      if (!hasText && box.length > 0) targets.push({ label: control.getAttribute('aria-label') ?? 'icon button', kind: 'icon', color: drawnColor(control), rects: box })
    }
    return targets
  })
}

const channel = (value: number) => {
  const srgb = value / 255
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
}
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** The header settles: its state follows the page (a rAF after an effect) and its colour transitions end. */
async function headerSettled(page: Page) {
  // Each wait is bounded: headless Chromium once produced no frame for a hydrated page for minutes
  // (a CI-like run hung here, in rAF, on the first route). The screenshot below forces a frame and
  // fast-forwards finite transitions (animations: 'disabled'), so what it measures is the settled header.
  const FRAME_WAIT_MS = 2_000
  // The header's state follows the scroll position through a throttled listener (200 ms,
  // src/features/layout/header-state.ts): after a scroll (the layout guard focuses every control, then
  // scrolls back to the top) it may still show the old state for a while. Wait until it shows the one
  // the position gives: folded in fixed mode or past 100 px, top at 35 px or less, either in between.
  await page.waitForFunction(
    () => {
      const header = document.querySelector('header')!
      const { state, mode } = header.dataset
      if (mode === 'fixed' || window.scrollY > 100) return state === 'folded'
      return window.scrollY > 35 || state === 'top'
    },
    undefined,
    { polling: 100 }, // polled on a timer, not on frames (see above)
  )
  await page.evaluate(
    (limit) => new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve))
      setTimeout(resolve, limit)
    }),
    FRAME_WAIT_MS,
  )
  // Transitions end; the spinner's endless animation does not, and one cancelled (its element gone) is over too.
  await page.getByRole('banner').evaluate(
    (header, limit) =>
      Promise.race([
        Promise.all(
          header
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    FRAME_WAIT_MS,
  )
  // What lies behind the header has loaded (a hero image behind a transparent header). Only what is
  // behind it: the carousel's other slides sit beside the viewport, lazy, until they are shown.
  await page.waitForFunction(() => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const behindHeader = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect()
      return box.top < header.bottom && box.bottom > header.top && box.left < header.right && box.right > header.left
    }
    return [...document.images].filter(behindHeader).every((image) => image.complete)
  }, undefined, { polling: 100 }) // polled on a timer, not on frames (see above)
}

/**
 * The lowest contrast of each header target against what is actually painted behind it: the page is
 * photographed with the header's text and icons made transparent, and every pixel under a target is
 * compared with the target's colour (blended over that pixel, for a colour with alpha).
 */
async function headerContrasts(page: Page, { scripts }: { scripts: boolean }) {
  // Without scripts nothing changes after the load event, and nothing waits for animation frames.
  if (scripts) await headerSettled(page)
  const targets = await readTargets(page)
  // Only the strip the targets are in is photographed (a full page costs more to encode and decode).
  const stripHeight = Math.ceil(Math.max(...targets.flatMap(({ rects }) => rects.map((rect) => rect.y + rect.height))))
  // The screenshot's own stylesheet: it also applies on a page without scripts, where a style tag cannot be added.
  const screenshot = await page.screenshot({
    clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.max(1, stripHeight) },
    animations: 'disabled',
    caret: 'hide',
    style: 'header, header * { color: transparent !important; text-decoration-color: transparent !important; transition: none !important; }',
  })
  const { data, info } = await sharp(screenshot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const scale = info.width / page.viewportSize()!.width
  return targets.map(({ label, kind, color: [r, g, b, alpha], rects }) => {
    let lowest = Infinity
    for (const rect of rects) {
      const left = Math.max(0, Math.round(rect.x * scale))
      const top = Math.max(0, Math.round(rect.y * scale))
      const right = Math.min(info.width, Math.round((rect.x + rect.width) * scale))
      const bottom = Math.min(info.height, Math.round((rect.y + rect.height) * scale))
      for (let y = top; y < bottom; y += 1) {
        for (let x = left; x < right; x += 1) {
          const offset = (y * info.width + x) * info.channels
          const behind = [data[offset]!, data[offset + 1]!, data[offset + 2]!] as const
          const drawn = [r, g, b].map((value, index) => alpha * value + (1 - alpha) * behind[index]!) as [number, number, number]
          lowest = Math.min(lowest, contrast(luminance(...drawn), luminance(...behind)))
        }
      }
    }
    return { label, kind, contrast: Math.round(lowest * 100) / 100 }
  })
}

export async function expectReadableHeader(page: Page, when: string, { scripts = true } = {}) {
  const state = await page.getByRole('banner').getAttribute('data-state')
  const measured = await headerContrasts(page, { scripts })
  expect(measured.filter((target) => target.kind === 'text').length, `header text found ${when}`).toBeGreaterThan(0)
  const tooFaint = measured.filter((target) => target.contrast < (target.kind === 'text' ? TEXT_CONTRAST : ICON_CONTRAST))
  expect(tooFaint, `header contrast ${when} (header ${state}): ${JSON.stringify(measured)}`).toEqual([])
}

export async function expectReadableHeaderAtTopAndScrolled(page: Page, path = '') {
  await expectReadableHeader(page, `${path} at the top`)
  await page.evaluate(() => window.scrollTo(0, 600))
  const canFold = await page.evaluate(() => window.scrollY > 100)
  if (canFold) await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'folded')
  await expectReadableHeader(page, `${path} after scrolling`)
}
