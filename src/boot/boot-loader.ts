/**
 * The page's scripts start from this inline loader, first in <head> (compiled into the same text on
 * every page by prerender/inline-scripts.mjs, so one CSP hash; the page's files are in its data
 * attributes: docs/decisions/008 and 016). The router's state (`data-state`, see takeRouterState in
 * prerender/html.mjs) runs as a classic script, started with the preloads, and the entry waits for it.
 *
 * - Normally the scripts start after the load event (the page's pictures and styles are in) once
 *   something has been painted, and the page's main picture too when it is in view; or at the
 *   first touch: the first paint never shares the link or the CPU with them. (Paint and element
 *   entries, not frames: a test's paused clock holds requestAnimationFrame.) The heading is often
 *   painted a frame or two before the picture: scripts that downloaded in between delayed it, and
 *   Lighthouse's simulation, which keeps every script that finished before the observed LCP in the
 *   LCP graph, put it at 2.0 s instead of 1.1 s.
 * - With the browser's Save-Data signal or the site's Lite switch (the `lite=1` cookie) a page first
 *   costs only its HTML, styles and pictures: links work as plain links, and the scripts start when
 *   the visitor first touches or focuses something that needs them (a button, a field, the viewer).
 *
 * A click on such a thing before React owns it (ownedByApp: the page and the island around it have
 * hydrated) is held: no native action, and React does not see it either, so it cannot handle it
 * twice. src/lib/held-input/clicks.ts replays it once the app marks that part hydrated, so an early tap is
 * neither lost nor doubled. The keys that turn a slider or move between tabs are held likewise; the
 * widget's own code replays them (src/lib/held-input/keys.ts). A script-inserted module runs as soon as
 * it arrives, so the entry is added once the document has been parsed (what a static module
 * script's deferred order gave); its chunks are preloaded at once. A form counts whole: its fields
 * work before the scripts (what is typed is kept: src/lib/held-input/typing.ts), but it is never
 * submitted natively: a submit that React does not own yet is held back.
 */
import { afterThisTask } from './next-task'
import {
  HELD_CLICK,
  HELD_KEYS,
  KEYED_WIDGET,
  LITE_COOKIE,
  LITE_ON,
  WIDGET_KEY,
  cookieValue,
  ownedByApp,
  type HeldClickHolder,
  type HeldKeysHolder,
} from './page-signals'

const INTERACTIVE = 'form,button,input,select,textarea,label,summary,[role=button],[role=slider],[role=tab],[tabindex]:not([tabindex="-1"])'

const doc = document
const { entry = '', preload = '', islands = '', first, state } = (doc.currentScript as HTMLScriptElement).dataset
let started = false
/** The document has been parsed and the preloads added: the entry may run. */
let entryDue = false
/** The router's state script while it loads. */
let stateLoading: HTMLScriptElement | undefined

function append<E extends HTMLElement>(element: E): E {
  return doc.head.appendChild(element)
}

function modulePreload(url: string) {
  const link = doc.createElement('link')
  link.rel = 'modulepreload'
  link.href = url
  append(link)
}

function runScript(url: string, module?: boolean) {
  const script = doc.createElement('script')
  if (module) script.type = 'module'
  script.src = url
  return append(script)
}

function start() {
  if (started) return
  started = true
  if (state) {
    stateLoading = runScript(state)
    stateLoading.onload = stateLoading.onerror = () => {
      stateLoading = undefined
      if (entryDue) runEntry()
    }
  }
  // One preload per task: starting a module's download costs the main thread about a millisecond,
  // more on a busy phone. The islands' chunks follow the entry's, so that the modules defining them
  // find their preloads in place instead of adding them all in one task.
  const files = `${preload} ${entry} ${islands}`.split(' ').filter(Boolean)
  const next = () => {
    const file = files.shift()
    if (file) {
      modulePreload(file)
      afterThisTask(next)
    }
    if (file === entry) {
      if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', runEntry)
      else runEntry()
    }
  }
  next()
}

// The libraries (data-first) run in a task of their own, then the entry: one long task split in two.
function runEntry() {
  entryDue = true
  if (stateLoading) return
  if (!first) {
    runScript(entry, true)
    return
  }
  const libraries = runScript(first, true)
  libraries.onload = libraries.onerror = () => afterThisTask(() => runScript(entry, true))
}

/** The control an event is for, if it needs the scripts (a link does not). */
function controlOf(event: Event): Element | null | undefined {
  const target = event.target as Partial<Element> | null
  return target?.closest && !target.closest('a[href]') ? target.closest(INTERACTIVE) : undefined
}

for (const type of ['pointerdown', 'touchstart', 'focusin']) {
  addEventListener(
    type,
    (event) => {
      if (controlOf(event)) start()
    },
    { capture: true, passive: true },
  )
}

addEventListener(
  'click',
  (event) => {
    const control = controlOf(event)
    if (control && !ownedByApp(control)) {
      event.preventDefault()
      event.stopPropagation()
      ;(window as Window & HeldClickHolder)[HELD_CLICK] = control
      start()
    }
  },
  true,
)

// An arrow key on a slider or a tab is held the same way, every press in order.
addEventListener(
  'keydown',
  (event) => {
    const control = (event.target as Partial<Element> | null)?.closest?.(KEYED_WIDGET)
    if (!control || ownedByApp(control) || !WIDGET_KEY.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    event.stopPropagation()
    const holder = window as Window & HeldKeysHolder
    const held = holder[HELD_KEYS]
    if (held?.control === control) held.keys.push(event.key)
    else holder[HELD_KEYS] = { control, keys: [event.key] }
    start()
  },
  true,
)

addEventListener(
  'submit',
  (event) => {
    if (!ownedByApp(event.target as Element)) {
      event.preventDefault()
      start()
    }
  },
  true,
)

// After the load event, a paint: the first one (a fast link can fire load before anything was
// painted), or the main picture's, whose element-timing entry comes with the frame that paints it.
// The observer is buffered: the paint may have come before the load event, and a test clock hides
// the performance timeline from getEntriesByType. A hidden page paints nothing: it starts at once.
function afterPaint() {
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined
  const types = Observer?.supportedEntryTypes ?? []
  if (!Observer || !types.includes('paint') || doc.visibilityState === 'hidden') return start()
  // The main picture (src/components/Image.tsx marks it), if it loaded and is at least partly in view.
  const picture = doc.querySelector<HTMLImageElement>('img[elementtiming]')
  const box = picture?.naturalWidth ? picture.getBoundingClientRect() : undefined
  const pictureDue = box && box.bottom > 0 && box.top < innerHeight && types.includes('element')
  new Observer((_entries, observer) => {
    observer.disconnect()
    start()
  }).observe({ type: pictureDue ? 'element' : 'paint', buffered: true })
}

const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData
if (!saveData && cookieValue(doc.cookie, LITE_COOKIE) !== LITE_ON) addEventListener('load', afterPaint)
