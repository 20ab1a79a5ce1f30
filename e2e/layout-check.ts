import type { Page } from '@playwright/test'
import { FIGURE_WITH_UNIT } from '../src/lib/keep-together'
import { expect } from './fixtures'

/**
 * The layout guard's measurements (issue 24, item 14), each one `page.evaluate` so that a route at a
 * width costs one page load and one round trip. They return problems as readable strings; an empty
 * list is a page whose layout holds.
 *
 * Tolerances, in CSS pixels:
 * - SUBPIXEL (2): rounding, italic overhang, a glyph's side bearing. A text box may pass its
 *   block's edge or another text box by this much.
 * - ALIGN (4): at desktop width the first text of each section of `main` starts within 4 px of the
 *   header's content edge (the logo's left), i.e. they share one left edge. Sections whose text is all
 *   centred have no left edge and are left out.
 *
 * What counts as text: every non-blank text node that is rendered (checkVisibility with opacity and
 * visibility), not visually hidden (a box of 1 px or less) and not scrolled fully out of a clipping
 * ancestor (a carousel's other slides). Its line boxes come from Range.getClientRects.
 */
export const TOLERANCE = { SUBPIXEL: 2, ALIGN: 4 } as const

export type LayoutOptions = { checkAlignment: boolean }

export function layoutProblems(page: Page, options: LayoutOptions) {
  return page.evaluate(
    ({ options, tolerance, figurePattern }) => {
      const problems: string[] = []
      const { SUBPIXEL, ALIGN } = tolerance
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        const cls = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''
        return `<${element.tagName.toLowerCase()}${cls}> "${text}"`
      }
      const isInline = (element: Element) => getComputedStyle(element).display.startsWith('inline') || getComputedStyle(element).display === 'contents'
      const blockOf = (element: Element) => {
        let current: Element | null = element
        while (current && isInline(current)) current = current.parentElement
        return current ?? document.body
      }
      const clips = (element: Element) => {
        const style = getComputedStyle(element)
        return style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none'
      }

      // Chinese pages are measured as a visitor's phone lays them out: with a Chinese font, whose
      // characters are one em wide (without one, Chromium draws narrower boxes and every line moves).
      if (document.documentElement.lang.startsWith('zh')) {
        const probe = document.createElement('span')
        probe.style.cssText = 'position:absolute;font-size:100px;white-space:nowrap'
        probe.textContent = '中文'
        document.body.append(probe)
        const width = probe.getBoundingClientRect().width
        probe.remove()
        if (width < 190) problems.push(`no Chinese font: "中文" is ${Math.round(width)} px wide at 100 px (install fonts-noto-cjk, as .ci/run does)`)
      }

      // 1. No horizontal scrolling.
      const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)
      if (scrollWidth > window.innerWidth + 1) problems.push(`scrolls horizontally: ${scrollWidth} px content in a ${window.innerWidth} px window`)

      // 2. Text boxes: overflow, clipping, words split where they fit, lines that start with a separator.
      type Rect = { left: number; right: number; top: number; bottom: number }
      type TextBox = { node: Text; element: Element; block: Element; rects: DOMRect[]; visible: Rect[] }
      const boxes: TextBox[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.data.trim()) continue
        const element = node.parentElement
        if (!element || element.closest('script, style, noscript, template, svg, option')) continue
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1)
        if (rects.length === 0) continue
        // Visually hidden (.visually-hidden and the like): a box of 1 px or clipped to nothing.
        let hidden = false
        let clippedBy: Element | null = null
        let visible: Rect[] = rects.map(({ left, right, top, bottom }) => ({ left, right, top, bottom }))
        // A carousel's slide peeking in from the side is cut on purpose; it scrolls in on demand. (A
        // slide is a group with a role description, which is in the page's language: "slide", "幻灯片".)
        const inSlide = element.closest('[role="group"][aria-roledescription]') !== null
        for (let ancestor: Element | null = element; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
          const box = ancestor.getBoundingClientRect()
          if (box.width <= 1 || box.height <= 1) {
            hidden = true
            break
          }
          if (!clips(ancestor)) continue
          const inside = visible.filter((rect) => rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom)
          if (inside.length === 0) {
            hidden = true // out of its clipping box on purpose: another slide, a closed panel
            break
          }
          const cut = visible.some(
            (rect) => rect.left < box.left - SUBPIXEL || rect.right > box.right + SUBPIXEL || rect.top < box.top - SUBPIXEL || rect.bottom > box.bottom + SUBPIXEL,
          )
          // A scroll container (overflow auto or scroll) shows the rest when scrolled: not clipped.
          const style = getComputedStyle(ancestor)
          const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY)
          if (cut && !clippedBy && !scrolls && !inSlide) clippedBy = ancestor
          visible = inside.map((rect) => ({
            left: Math.max(rect.left, box.left),
            right: Math.min(rect.right, box.right),
            top: Math.max(rect.top, box.top),
            bottom: Math.min(rect.bottom, box.bottom),
          }))
        }
        if (hidden) continue
        if (clippedBy) problems.push(`text clipped by ${describe(clippedBy)}: "${node.data.trim().slice(0, 40)}"`)
        const block = blockOf(element)
        const blockBox = block.getBoundingClientRect()
        const overflowing = rects.find((rect) => rect.left < blockBox.left - SUBPIXEL || rect.right > blockBox.right + SUBPIXEL)
        if (overflowing) {
          const by = Math.round(Math.max(blockBox.left - overflowing.left, overflowing.right - blockBox.right))
          problems.push(`text overflows its box by ${by} px: "${node.data.trim().slice(0, 40)}" in ${describe(block)}`)
        }
        boxes.push({ node, element, block, rects, visible })
      }

      // Line breaks, character by character, in each block whose text takes more than one line (its
      // text nodes in order: "9am-6pm" and " / Sat" may be two nodes, "4820" and "毫米" too).
      // - No line starts with a separator, nor a word of Latin letters broken inside ("Transmissio/n",
      //   "Tigg/o 9"), but an address, a phone number, a time or an e-mail wider than its line on a
      //   phone (at 768 px and wider there is room to lay it out whole).
      // - Chinese pages: no line starts with closing punctuation, no heading leaves one character alone
      //   on its last line, no figure is parted from its unit (FIGURE_WITH_UNIT: "4820 毫米", "2.0T").
      const addressLike = /@|:\/\/|\d(?:am|pm)|^\+?\d[\d-]{5,}$/i
      const chinese = document.documentElement.lang.startsWith('zh')
      const closing = /[，。、；：？！）」』》〉】〕〗”’…·%]/
      const figureWithUnit = new RegExp(figurePattern, 'g')
      const blocks = new Map<Element, TextBox[]>()
      for (const box of boxes) blocks.set(box.block, [...(blocks.get(box.block) ?? []), box])
      const charRange = document.createRange()
      const excerpt = (text: string, index: number) => text.slice(Math.max(0, index - 20), index + 20).trim()
      for (const [block, own] of blocks) {
        if (new Set(own.flatMap((box) => box.rects.map((rect) => Math.round(rect.top)))).size < 2) continue
        const blockStyle = getComputedStyle(block)
        const contentWidth = block.getBoundingClientRect().width - parseFloat(blockStyle.paddingLeft) - parseFloat(blockStyle.paddingRight)
        // The block's text as laid out: each character with its line (null: not rendered, e.g. collapsed white space).
        let text = ''
        const lines: Array<number | null> = []
        const sources: Array<{ node: Text; index: number }> = []
        let lastBox: DOMRect | null = null
        let line = 0
        const between = document.createRange()
        for (const [position, { node }] of own.entries()) {
          // Text nodes of white space are not boxes: put back the space (or line break) that separates two nodes.
          const before = own[position - 1]?.node
          if (before) {
            between.setStart(before, before.length)
            between.setEnd(node, 0)
            if (/\s/.test(between.toString()) || between.cloneContents().querySelector('br')) {
              text += ' '
              lines.push(null)
              sources.push({ node, index: 0 })
            }
          }
          for (let index = 0; index < node.data.length; index += 1) {
            const char = node.data[index]!
            let onLine: number | null = null
            if (!/\s/.test(char)) {
              charRange.setStart(node, index)
              charRange.setEnd(node, index + 1)
              const rect = charRange.getBoundingClientRect()
              if (rect.width !== 0 || rect.height !== 0) {
                // Below the middle of the character before: the next line (a smaller unit beside a large
                // figure starts lower on the same line; the boxes of two tight lines may overlap).
                if (lastBox && rect.top > lastBox.top + lastBox.height / 2) line += 1
                lastBox = rect
                onLine = line
              }
            }
            text += char
            lines.push(onLine)
            sources.push({ node, index })
          }
        }
        const startsLine = (index: number) => {
          if (lines[index] === null || lines[index] === 0) return false
          for (let before = index - 1; before >= 0; before -= 1) if (lines[before] !== null) return lines[before] !== lines[index]
          return false
        }
        for (let index = 0; index < text.length; index += 1) {
          if (!startsLine(index)) continue
          const char = text[index]!
          if (/[/|,;:)·]/.test(char) || (chinese && closing.test(char))) problems.push(`a line starts with "${char}": "${excerpt(text, index)}"`)
          // Inside a word: Latin letters, digits and signs on both sides (Chinese characters and punctuation are no part of one).
          const previous = text[index - 1] ?? ' '
          if (/[\s\u3000-\u9fff\uff00-\uffef]/.test(previous + char)) continue
          const start = text.slice(0, index).search(/[^\s\u3000-\u9fff\uff00-\uffef]+$/)
          const end = index + (text.slice(index).match(/^[^\s\u3000-\u9fff\uff00-\uffef]+/)?.[0].length ?? 0)
          const word = text.slice(start, end).replace(/^[("]+|[),.;:"]+$/g, '')
          if (addressLike.test(word)) {
            const wordRange = document.createRange()
            wordRange.setStart(sources[start]!.node, sources[start]!.index)
            wordRange.setEnd(sources[end - 1]!.node, sources[end - 1]!.index + 1)
            const width = [...wordRange.getClientRects()].reduce((sum, part) => sum + part.width, 0)
            if (window.innerWidth >= 768 || width <= contentWidth) problems.push(`"${word}" is split across lines (${Math.round(width)} px, its line ${Math.round(contentWidth)} px)`)
          } else if (/[A-Za-z]/.test(previous) && /[A-Za-z]/.test(char)) {
            problems.push(`a word is broken across lines: "${excerpt(text, index)}" before "${char}"`)
          }
        }
        if (!chinese) continue
        for (const match of text.matchAll(figureWithUnit)) {
          const onLines = new Set(lines.slice(match.index, match.index + match[0].length).filter((one) => one !== null))
          if (onLines.size > 1) problems.push(`a figure is parted from its unit: "${match[0]}" in "${excerpt(text, match.index)}"`)
        }
        if (block.closest('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
          const lastLine = Math.max(...lines.filter((one) => one !== null))
          const alone = text.split('').filter((_, index) => lines[index] === lastLine)
          if (lastLine > 0 && alone.length === 1) problems.push(`a heading leaves "${alone[0]}" alone on its last line: "${text.trim()}"`)
        }
      }

      // 3. No two text boxes overlap (different text nodes; a line's own boxes never do).
      // A line's box is its font's full height; with a tight line-height the boxes of two lines of one
      // heading touch. The middle 60 % of each box is where the glyphs are.
      const flat = boxes.flatMap((box, owner) =>
        box.visible.map((rect) => {
          const inset = (rect.bottom - rect.top) * 0.2
          return { rect: { ...rect, top: rect.top + inset, bottom: rect.bottom - inset }, owner }
        }),
      )
      const reported = new Set<string>()
      for (let a = 0; a < flat.length; a += 1) {
        for (let b = a + 1; b < flat.length; b += 1) {
          const one = flat[a]!
          const other = flat[b]!
          if (one.owner === other.owner) continue
          const x = Math.min(one.rect.right, other.rect.right) - Math.max(one.rect.left, other.rect.left)
          const y = Math.min(one.rect.bottom, other.rect.bottom) - Math.max(one.rect.top, other.rect.top)
          if (x > SUBPIXEL && y > SUBPIXEL) {
            const key = `${one.owner}:${other.owner}`
            if (reported.has(key)) continue
            reported.add(key)
            problems.push(`text overlaps: "${boxes[one.owner]!.node.data.trim().slice(0, 30)}" and "${boxes[other.owner]!.node.data.trim().slice(0, 30)}"`)
          }
        }
      }

      // 4. At desktop width, the sections of `main` share one left edge: the header content's, or
      // that of a centred column (a reading measure) when every section keeps to it.
      if (options.checkAlignment) {
        const logo = document.querySelector('header a:is([href="/"], [href="/zh-CN/"]):not([data-locale-switch])')
        const main = document.querySelector('main')
        const width = document.documentElement.clientWidth
        if (logo && main) {
          const headerEdge = logo.getBoundingClientRect().left
          const framed = (element: Element) => {
            const style = getComputedStyle(element)
            return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderLeftWidth) > 0 || style.boxShadow !== 'none'
          }
          const contentBox = (section: Element) => {
            let left = Infinity
            let right = -Infinity
            const add = (box: { left: number; right: number }) => {
              left = Math.min(left, box.left)
              right = Math.max(right, box.right)
            }
            // A carousel's slides move; its edge is that of its heading and controls.
            const inSlide = (node: Node) => node.parentElement?.closest('[role="group"][aria-roledescription]')
            for (const box of boxes) {
              if (!section.contains(box.node) || inSlide(box.node)) continue
              // The outermost card (a framed box) below the section, else the text's block without its padding.
              let card: Element | null = null
              for (let ancestor: Element | null = box.element; ancestor; ancestor = ancestor === section ? null : ancestor.parentElement) {
                const rect = ancestor.getBoundingClientRect()
                // A band across the whole window is a background, not a card.
                if (framed(ancestor) && !(rect.left <= 1 && rect.right >= width - 1)) card = ancestor
              }
              if (card) add(card.getBoundingClientRect())
              else {
                const block = blockOf(box.element)
                const rect = block.getBoundingClientRect()
                const style = getComputedStyle(block)
                const inner = { left: rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth), right: rect.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth) }
                if (block.contains(section)) add({ left: Math.min(...box.rects.map((r) => r.left)), right: Math.max(...box.rects.map((r) => r.right)) })
                else add(inner)
              }
            }
            for (const media of section.querySelectorAll('img, picture, video, canvas, iframe')) {
              const rect = media.getBoundingClientRect()
              if (!inSlide(media) && rect.width > 1 && rect.left > 1 && rect.right < width - 1 && media.checkVisibility({ visibilityProperty: true })) add(rect)
            }
            return Number.isFinite(left) ? { left, right } : null
          }
          // A centred composition (its heading, its first text, centred) has no left edge to align.
          const centredText = (section: Element) => {
            const first = boxes.find((box) => section.contains(box.node))
            return first !== undefined && getComputedStyle(blockOf(first.element)).textAlign === 'center'
          }
          const sections = [...main.querySelectorAll('section, article, aside, nav, main > div > *')].filter(
            (section) => !section.parentElement?.closest('main section, main article, main aside, main nav') && section.getBoundingClientRect().height > 0,
          )
          const measured = sections.flatMap((section) => {
            if (centredText(section)) return []
            const box = contentBox(section)
            return box ? [{ section, ...box, rect: section.getBoundingClientRect() }] : []
          })
          // A second column (an aside beside the form, the text beside a table of contents) starts where the first ends.
          const leading = measured.filter((one) => !measured.some((other) => other !== one && other.rect.right <= one.rect.left + ALIGN))
          const edges = leading.map((one) => one.left)
          const column = Math.min(...edges)
          const centred = leading.every((one) => Math.abs(one.left - column) <= ALIGN && Math.abs(one.left + one.right - width) <= 2 * ALIGN)
          const edge = centred && leading.length > 0 ? column : headerEdge
          for (const one of leading) {
            if (Math.abs(one.left - edge) > ALIGN) {
              problems.push(`${describe(one.section)} starts at x = ${Math.round(one.left)}, the ${edge === headerEdge ? "header's content" : 'centred column'} at x = ${Math.round(edge)}`)
            }
          }
        }
      }
      return [...new Set(problems)]
    },
    { options, tolerance: TOLERANCE, figurePattern: FIGURE_WITH_UNIT.source },
  )
}

/**
 * The height of the header when it is fixed to the top (folded), measured by folding it for one
 * synchronous layout and putting it back (no frame is painted in between).
 */
function fixedHeaderHeight() {
  const header = document.querySelector('header')
  if (!header) return 0
  const state = header.dataset.state
  header.dataset.state = 'folded'
  const height = getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().height : 0
  if (state === undefined) delete header.dataset.state
  else header.dataset.state = state
  return height
}

/**
 * Focuses every element Tab can reach, one after the other, as the browser scrolls each into view,
 * and reports any that ends up under the fixed header or outside the window.
 */
export async function focusProblems(page: Page) {
  const headerHeight = await page.evaluate(fixedHeaderHeight)
  return page.evaluate(
    ({ headerHeight, tolerance }) => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]'),
      ].filter((element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.checkVisibility({ visibilityProperty: true }))
      const problems: string[] = []
      for (const element of focusable) {
        element.focus()
        if (document.activeElement !== element) continue
        const rect = element.getBoundingClientRect()
        if (rect.width <= 1 && rect.height <= 1) continue // visually hidden until focused never applies here: a focused skip link has a size
        const header = document.querySelector('header')
        // The header covers the top of the window when fixed (folded), or its own box while it scrolls with the page.
        const covered = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : Math.max(0, window.scrollY > 35 ? headerHeight : 0)
        const inHeader = header?.contains(element)
        const top = inHeader ? 0 : covered
        const name = `<${element.tagName.toLowerCase()}> "${(element.textContent || element.getAttribute('aria-label') || element.id).trim().slice(0, 30)}"`
        // Below the header and in the window. Chromium scrolls a focused element only when none of it
        // shows, so a control half under the window's bottom edge stays there (the browser's choice,
        // not checked); a carousel's side card may peek in from the side (layoutProblems checks the width).
        // Drawn above the header (the skip link) is not covered by it.
        const onTop = element.contains(document.elementFromPoint(rect.left + rect.width / 2, Math.max(0, rect.top) + 1))
        if ((rect.top < top - tolerance.SUBPIXEL && !onTop) || rect.top >= window.innerHeight) {
          problems.push(`focused ${name} is at y ${Math.round(rect.top)}–${Math.round(rect.bottom)}, visible area ${Math.round(top)}–${window.innerHeight}`)
        }
      }
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
      return problems
    },
    { headerHeight, tolerance: TOLERANCE },
  )
}

/** Null when `selector`'s element lies fully in the window, below the fixed header; otherwise where it is. */
export async function fullyVisibleBelowHeader(page: Page, selector: string) {
  const headerHeight = await page.evaluate(fixedHeaderHeight)
  return page.evaluate(
    ({ selector, headerHeight }) => {
      const element = document.querySelector(selector)
      if (!element) return `nothing matches ${selector}`
      const header = document.querySelector('header')
      const covered = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : window.scrollY > 35 ? headerHeight : 0
      const rect = element.getBoundingClientRect()
      if (rect.top < covered - 2 || rect.bottom > window.innerHeight + 2) {
        return `${selector} is at y ${Math.round(rect.top)}–${Math.round(rect.bottom)}, visible area ${Math.round(covered)}–${window.innerHeight}`
      }
      return null
    },
    { selector, headerHeight },
  )
}

/**
 * A measurement of the page at `path`. Rarely, on a busy machine, the document was replaced while
 * being measured (on the Chinese not-found page and on /account/register/): msw reloads a page its
 * mock worker does not control, as happened when the worker had unregistered itself as the previous
 * page went (no longer: public/mockServiceWorker.js). Should it happen again, the guard measures the
 * page again once it has hydrated, and fails if it is no longer the page it asked for.
 */
export async function measuredOnce<T>(page: Page, path: string, measure: () => Promise<T>, reloadsLeft = 2): Promise<T> {
  try {
    return await measure()
  } catch (error) {
    if (reloadsLeft === 0 || !/Execution context was destroyed/.test(String(error))) throw error
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(new URL(page.url()).pathname, 'the guard measures the page it opened').toBe(new URL(path, page.url()).pathname)
    return measuredOnce(page, path, measure, reloadsLeft - 1)
  }
}

/** The stylesheets linked in the page that the browser has not (yet) applied. */
export function unappliedStylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null).map((link) => link.getAttribute('href')),
  )
}

/**
 * The page at a new width, laid out again: scrolled back to the top with nothing focused (the focus
 * check moved both), after the frames in which the resize, scroll and focus listeners re-render.
 * The frame wait is bounded: headless Chromium has been seen producing no frame for a while.
 */
export async function resizedTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        ;(document.activeElement as HTMLElement | null)?.blur?.()
        window.scrollTo(0, 0)
        requestAnimationFrame(() => requestAnimationFrame(resolve))
        setTimeout(resolve, 1_000)
      }),
  )
}
