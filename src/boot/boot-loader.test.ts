import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { compileInlineScript } from '../../prerender/inline-scripts.mjs'
import { eventOn, runBootLoader } from '../test/run-boot-loader'
import { HELD_CLICK, type HeldClickHolder } from './page-signals'

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

function page(markup: string, options: { cookie?: string; saveData?: boolean } = {}) {
  document.body.innerHTML = markup
  const holder: HeldClickHolder = {}
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
})
