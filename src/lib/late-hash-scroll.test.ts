import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import { scrollToLateHashTargets } from './late-hash-scroll'

type Listener = (event: { toLocation: { hash: string } }) => void

function fakeRouter() {
  const listeners: Listener[] = []
  const router = { subscribe: (_type: string, listener: Listener) => (listeners.push(listener), () => listeners.splice(listeners.indexOf(listener), 1)) }
  return { router: router as unknown as AnyRouter, rendered: (hash: string) => listeners.forEach((listener) => listener({ toLocation: { hash } })) }
}

function addSection(id: string) {
  const section = document.createElement('section')
  section.id = id
  const scrolled = vi.fn()
  section.scrollIntoView = scrolled
  document.body.append(section)
  return scrolled
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('scrollToLateHashTargets', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    document.body.innerHTML = ''
  })

  it('scrolls to the hash target when it appears after the router rendered', async () => {
    const { router, rendered } = fakeRouter()
    stop = scrollToLateHashTargets(router)
    rendered('book-service')
    const scrolled = addSection('book-service')
    await settle()
    expect(scrolled).toHaveBeenCalledTimes(1)
  })

  it('leaves the page where it is once the visitor has scrolled', async () => {
    const { router, rendered } = fakeRouter()
    stop = scrollToLateHashTargets(router)
    rendered('book-service')
    window.dispatchEvent(new Event('wheel'))
    const scrolled = addSection('book-service')
    await settle()
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('does nothing when the target was already there (the router scrolled to it) or there is no hash', async () => {
    const { router, rendered } = fakeRouter()
    stop = scrollToLateHashTargets(router)
    const early = addSection('book-service')
    rendered('book-service')
    rendered('')
    addSection('other')
    await settle()
    expect(early).not.toHaveBeenCalled()
  })
})
