import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { compileInlineScript } from '../../prerender/inline-scripts.mjs'
import { eventOn, runBootLoader } from '../test/run-boot-loader'
import { HELD_CLICK, HELD_KEYS, type HeldClickHolder, type HeldKeysHolder } from './page-signals'

// The compiled loader, as every page runs it: which taps and submits it holds until React owns their
// control (the marks the app sets: page-signals.ts ownedByApp), and when it starts the scripts.

let source = ''
beforeAll(async () => {
  source = await compileInlineScript('boot-loader.ts')
})

// Test files share the document: another file's app may have left it marked hydrated.
beforeEach(() => document.documentElement.removeAttribute('data-hydrated'))

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-hydrated')
})

const files = { entry: '/assets/main.js', preloads: ['/assets/framework.js'] }

function page(markup: string, options: { cookie?: string; saveData?: boolean; entryTypes?: string[] } = {}) {
  document.body.innerHTML = markup
  const holder: HeldClickHolder & HeldKeysHolder = {}
  return { holder, ...runBootLoader(source, { files, window: holder, ...options }) }
}
const element = (selector: string) => document.querySelector(selector)!

describe('the boot loader', () => {
  it('holds a tap on a control of a page that has not hydrated, out of React’s sight, and starts the scripts', () => {
    const { holder, dispatch, added } = page('<button type="button"><span id="label">Models</span></button>')
    const tap = eventOn(element('#label'))
    dispatch('click', tap)
    expect(tap).toMatchObject({ defaultPrevented: true, propagationStopped: true })
    expect(holder[HELD_CLICK]).toBe(element('button'))
    expect(added[0]).toMatchObject({ tag: 'link', href: '/assets/framework.js' })
  })

  it('lets a link work as a plain link, and a tap on an owned control through', () => {
    const { holder, dispatch, added } = page('<a href="/about/"><span id="about">About</span></a><button type="button">Menu</button>')
    const onLink = eventOn(element('#about'))
    dispatch('click', onLink)
    expect(onLink.defaultPrevented).toBe(false)
    document.documentElement.setAttribute('data-hydrated', 'true')
    const onButton = eventOn(element('button'))
    dispatch('click', onButton)
    expect(onButton).toMatchObject({ defaultPrevented: false, propagationStopped: false })
    expect(holder[HELD_CLICK]).toBeUndefined()
    expect(added).toEqual([])
  })

  it('holds a tap inside an island still hydrating after the page has, and not once the island has', () => {
    const { holder, dispatch } = page('<section data-island="pending"><button type="button">Play</button></section>')
    document.documentElement.setAttribute('data-hydrated', 'true')
    const early = eventOn(element('button'))
    dispatch('click', early)
    expect(early.defaultPrevented).toBe(true)
    expect(holder[HELD_CLICK]).toBe(element('button'))
    delete holder[HELD_CLICK]
    element('section').setAttribute('data-island', 'hydrated')
    const later = eventOn(element('button'))
    dispatch('click', later)
    expect(later.defaultPrevented).toBe(false)
    expect(holder[HELD_CLICK]).toBeUndefined()
  })

  it('holds the arrow keys pressed on a slider or a tab React does not own yet, in order, and lets others through', () => {
    const { holder, dispatch, added } = page(
      '<section data-island="pending"><div role="slider" tabindex="0"><img alt=""></div><button role="tab">Tiggo 9</button><input id="name"></section>',
    )
    const press = (selector: string, key: string, modifiers: object = {}) => {
      const event = Object.assign(eventOn(element(selector)), { key, altKey: false, ctrlKey: false, metaKey: false }, modifiers)
      dispatch('keydown', event)
      return event
    }
    expect(press('[role=slider] img', 'ArrowRight')).toMatchObject({ defaultPrevented: true, propagationStopped: true })
    press('[role=slider]', 'ArrowRight')
    press('[role=slider]', 'End')
    expect(holder[HELD_KEYS]).toEqual({ control: element('[role=slider]'), keys: ['ArrowRight', 'ArrowRight', 'End'] })
    expect(added[0]).toMatchObject({ tag: 'link', href: '/assets/framework.js' })
    // Not the widget's keys: Tab moves on, a modified arrow is the browser's, a field types.
    expect(press('[role=slider]', 'Tab').defaultPrevented).toBe(false)
    expect(press('[role=slider]', 'ArrowLeft', { altKey: true }).defaultPrevented).toBe(false)
    expect(press('#name', 'ArrowLeft').defaultPrevented).toBe(false)
    // Another widget starts a new list: the keys go where the focus went.
    press('[role=tab]', 'ArrowLeft')
    expect(holder[HELD_KEYS]).toEqual({ control: element('[role=tab]'), keys: ['ArrowLeft'] })
    delete holder[HELD_KEYS]
    document.documentElement.setAttribute('data-hydrated', 'true')
    element('section').setAttribute('data-island', 'hydrated')
    expect(press('[role=slider]', 'ArrowRight')).toMatchObject({ defaultPrevented: false, propagationStopped: false })
    expect(holder[HELD_KEYS]).toBeUndefined()
  })

  it('never lets a form React does not own yet submit natively', () => {
    const { dispatch, added } = page('<form data-island="pending"><button>Book</button></form>')
    const early = eventOn(element('form'))
    dispatch('submit', early)
    expect(early.defaultPrevented).toBe(true)
    expect(added.length).toBeGreaterThan(0)
    document.documentElement.setAttribute('data-hydrated', 'true')
    element('form').setAttribute('data-island', 'hydrated')
    const owned = eventOn(element('form'))
    dispatch('submit', owned)
    expect(owned.defaultPrevented).toBe(false)
  })

  it('in Lite mode (the cookie or Save-Data) starts the scripts at the first touch of a control, not at the load event', () => {
    for (const options of [{ cookie: 'a=b; lite=1' }, { saveData: true }]) {
      const { dispatch, added, listeners } = page('<a href="/"><span id="link">Home</span></a><input id="name">', options)
      expect(listeners.load).toBeUndefined()
      dispatch('pointerdown', eventOn(element('#link')))
      expect(added).toEqual([])
      dispatch('focusin', eventOn(element('#name')))
      expect(added[0]).toMatchObject({ tag: 'link', href: '/assets/framework.js' })
    }
    const { listeners } = page('', { cookie: 'lite=0' })
    expect(listeners.load).toHaveLength(1)
  })

  it('starts the scripts after the load event once the main picture is painted, if it is loaded and in view; else after the first paint', () => {
    const picture = (top: number, naturalWidth = 960) => {
      const image = document.createElement('img')
      image.setAttribute('elementtiming', 'main')
      Object.defineProperty(image, 'naturalWidth', { value: naturalWidth })
      image.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 412, height: 232 })
      return image
    }
    const entryTypes = ['paint', 'element', 'largest-contentful-paint']
    const cases = [
      { image: picture(120), waitsFor: 'element' },
      { image: picture(-240), waitsFor: 'paint' }, // scrolled past
      { image: picture(900), waitsFor: 'paint' }, // below the fold
      { image: picture(120, 0), waitsFor: 'paint' }, // broken
      { image: undefined, waitsFor: 'paint' },
    ]
    for (const { image, waitsFor } of cases) {
      const { dispatch, added, observed } = page('', { entryTypes })
      if (image) document.body.append(image)
      dispatch('load', {})
      expect(observed.map(({ type }) => type)).toEqual([waitsFor])
      expect(added).toEqual([])
      observed[0]!.notify()
      expect(added[0]).toMatchObject({ tag: 'link', href: '/assets/framework.js' })
    }
    const { dispatch, added, observed } = page('', { entryTypes: ['paint'] }) // no Element Timing (Safari, Firefox)
    document.body.append(picture(120))
    dispatch('load', {})
    expect(observed.map(({ type }) => type)).toEqual(['paint'])
    expect(added).toEqual([])
  })
})
