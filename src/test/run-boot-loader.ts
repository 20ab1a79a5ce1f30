import { runInNewContext } from 'node:vm'

export type AddedElement = { tag: string; rel?: string; type?: string; href?: string; src?: string; onload?: () => void; onerror?: () => void }
type Listener = (event: unknown) => void

type Page = {
  /** The page's files, as the prerender writes them into the loader's data attributes. */
  files: { entry: string; preloads: string[]; islands?: string[]; first?: string; state?: string }
  cookie?: string
  saveData?: boolean
  /** Where the loader leaves a held click (the test's own object, or the real window). */
  window?: object
  /** The performance entry types the browser observes; with none, it has no PerformanceObserver. */
  entryTypes?: string[]
}

/**
 * Runs the compiled boot loader (prerender/inline-scripts.mjs) as the browser would run it inline,
 * in a page of its own: its document records the elements it adds, and its event listeners are
 * recorded rather than added to the test's window, so they cannot reach another test. The events a
 * test hands them may target real DOM elements.
 */
export function runBootLoader(source: string, { files, cookie = '', saveData = false, window = {}, entryTypes = [] }: Page) {
  const added: AddedElement[] = []
  /** What the loader waits for after the load event: the entry type it observes, and its callback. */
  const observed: { type: string; notify: () => void }[] = []
  const listeners: Record<string, Listener[]> = {}
  const document = {
    currentScript: { dataset: { entry: files.entry, preload: files.preloads.join(' '), islands: files.islands?.join(' '), first: files.first, state: files.state } },
    head: { appendChild: (element: AddedElement) => (added.push(element), element) },
    readyState: 'complete',
    visibilityState: 'visible',
    cookie,
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: Listener) => (listeners[`document ${type}`] ??= []).push(listener),
    // The test's own DOM, where the page's markup is.
    querySelector: (selector: string) => globalThis.document.querySelector(selector),
  }
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes
    constructor(private readonly callback: (entries: unknown, observer: PerformanceObserver) => void) {}
    observe({ type }: { type: string }) {
      observed.push({ type, notify: () => this.callback([], this) })
    }
    disconnect() {}
  }
  if (entryTypes.length > 0) Object.assign(window, { PerformanceObserver })
  const addEventListener = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener)
  runInNewContext(source, { document, window, navigator: saveData ? { connection: { saveData: true } } : {}, MessageChannel, addEventListener, innerHeight: 800 })
  const dispatch = (type: string, event: unknown) => {
    for (const listener of listeners[type] ?? []) listener(event)
  }
  return { added, listeners, dispatch, observed }
}

/** An event as the loader's listeners see it, recording what they do to it. */
export function eventOn(target: unknown) {
  const event = { target, defaultPrevented: false, propagationStopped: false, preventDefault: () => (event.defaultPrevented = true), stopPropagation: () => (event.propagationStopped = true) }
  return event
}
