import type { Page } from '@playwright/test'

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
    ({ options, tolerance }) => {
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
      // text nodes in order: "9am-6pm" and " / Sat" may be two nodes). An address, a phone number, a
      // time or an e-mail never breaks inside at 768 px and wider (there is room to lay it out whole),
      // and on a phone only when it is wider than its line.
      const addressLike = /@|:\/\/|\d(?:am|pm)|^\+?\d[\d-]{5,}$/i
      const blocks = new Map<Element, TextBox[]>()
      for (const box of boxes) blocks.set(box.block, [...(blocks.get(box.block) ?? []), box])
      const charRange = document.createRange()
      for (const [block, own] of blocks) {
        if (new Set(own.flatMap((box) => box.rects.map((rect) => Math.round(rect.top)))).size < 2) continue
        const blockStyle = getComputedStyle(block)
        const contentWidth = block.getBoundingClientRect().width - parseFloat(blockStyle.paddingLeft) - parseFloat(blockStyle.paddingRight)
        let lastTop: number | null = null
        let previous = ' '
        for (const { node } of own) {
          const data = node.data
          for (let index = 0; index < data.length; index += 1) {
            const char = data[index]!
            if (/\s/.test(char)) {
              previous = char
              continue
            }
            charRange.setStart(node, index)
            charRange.setEnd(node, index + 1)
            const rect = charRange.getBoundingClientRect()
            if (rect.width === 0 && rect.height === 0) continue
            const top = Math.round(rect.top)
            if (lastTop !== null && top > lastTop + 2) {
              if (/[/|,;:)·]/.test(char)) problems.push(`a line starts with "${char}": "${data.slice(Math.max(0, index - 20), index + 20).trim()}"`)
              if (index > 0 && !/\s/.test(previous)) {
                const start = data.slice(0, index).search(/\S+$/)
                const end = index + (data.slice(index).match(/^\S+/)?.[0].length ?? 0)
                const word = data.slice(start, end).replace(/^[("]+|[),.;:"]+$/g, '')
                if (addressLike.test(word)) {
                  const wordRange = document.createRange()
                  wordRange.setStart(node, start)
                  wordRange.setEnd(node, end)
                  const width = [...wordRange.getClientRects()].reduce((sum, part) => sum + part.width, 0)
                  if (window.innerWidth >= 768 || width <= contentWidth) problems.push(`"${word}" is split across lines (${Math.round(width)} px, its line ${Math.round(contentWidth)} px)`)
                }
              }
            }
            lastTop = top
            previous = char
          }
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
    { options, tolerance: TOLERANCE },
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
