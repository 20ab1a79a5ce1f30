import { Component, Suspense, type ReactNode } from 'react'

/**
 * Code a page works without, loaded as its own chunk (a carousel's engine, a menu's panel, a
 * loading screen): nothing while it loads, and nothing if it never arrives. A chunk lost on a
 * dropped mobile connection must leave the page the visitor is reading as it is, not hand the error
 * to the route, whose error screen would replace the whole page (and React.lazy keeps the failure:
 * that screen's Retry could not load it either).
 */
export class OptionalCode extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>
  }
}
