// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { island, serverIslands } from './island'
import { Greeting } from './island-test-greeting'

/** A server render as src/entry-server.tsx does it; `load: false` leaves out the loading of the islands. */
async function serverRender(children: ReactNode, { load = true } = {}) {
  const islands = serverIslands()
  if (load) await islands.load()
  const html = renderToString(islands.provide(children))
  return { html, islandModules: islands.finish('/a-page/', html) }
}

/** Code that arrives after the current task, as a chunk does. */
const codeOnItsWay = () => new Promise<typeof Greeting>((resolve) => setImmediate(() => resolve(Greeting)))

// Islands stay defined for the other test files of the worker, whose server renders load every
// defined island: each island's load here resolves.
describe('island in the server render', () => {
  it('fails, naming the island, when its code was not loaded before the page rendered: no silent hole in the HTML', async () => {
    // React reports the boundary it could not finish; the render's own error is the one that counts.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let deliver!: () => void
    const code = new Promise<typeof Greeting>((resolve) => {
      deliver = () => resolve(Greeting)
    })
    const late = island(() => code)
    try {
      await expect(serverRender(<late.Island name="Ada" />, { load: false })).rejects.toThrow(
        /^Server render of \/a-page\/:\nThe island defined at src\/components\/island\.test\.tsx:\d+ suspended in the server render/,
      )
    } finally {
      deliver()
    }
  })

  it('renders an island into the HTML: the render loads the code of every island defined so far, and names its module', async () => {
    const greeting = island(() => import('./island-test-greeting').then((module) => module.Greeting))
    const { html, islandModules } = await serverRender(<greeting.Island name="Grace" />)
    expect(html).toMatch(/<p data-island="pending">Hello <!-- -->Grace<\/p>/)
    expect(islandModules).toEqual(['src/components/island-test-greeting.tsx'])
  })

  it('fails for an island whose root element lacks the island mark: a tap before its code arrives would be lost', async () => {
    const hero = island(() => import('./PageHero').then((module) => module.PageHero))
    await expect(serverRender(<hero.Island heading="Book a test drive" />)).rejects.toThrow(/1 islands rendered but 0 root elements are marked data-island="pending".*The island of src\/components\/PageHero\.tsx/s)
  })

  it('fails for an island whose loader does not name its module: its stylesheets could not be linked', async () => {
    const unnamed = island(codeOnItsWay)
    await expect(serverRender(<unnamed.Island name="Ada" />)).rejects.toThrow(/The island defined at src\/components\/island\.test\.tsx:\d+ rendered, but the build could not tell its module, whose stylesheets the page needs/)
  })
})
