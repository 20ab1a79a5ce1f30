// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { render } from './entry-server'

function headOf(html: string) {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
}

describe('server render (entry-server)', () => {
  it('renders the home page as a complete document with its metadata in <head>', async () => {
    const { html, status, routeIds } = await render('/')
    expect(status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true)
    const head = headOf(html)
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head).toContain('<title>Chery Nigeria | Official Site</title>')
    expect(head).toMatch(/<meta name="description" content="[^"]+"/)
    expect(routeIds).toContain('/')
  })

  it('renders every island of the page into its HTML: the home blocks and the footer, none left to the browser', async () => {
    const { html } = await render('/')
    expect(html).toMatch(/<section[^>]*aria-roledescription="carousel"/)
    expect(html).toContain('<footer')
    // A boundary React could not finish on the server is marked <!--$!--> and rendered by the browser.
    expect(html).not.toContain('<!--$!-->')
  })

  it('names the module of every island the page rendered, whose stylesheets its <head> links', async () => {
    const footer = 'src/features/layout/Footer.tsx'
    const consent = 'src/features/consent/ConsentBanner.tsx'
    expect((await render('/test-drive/')).islandModules.sort()).toEqual([consent, footer, 'src/features/test-drive/TestDriveForm.tsx'].sort())
    expect((await render('/contact/')).islandModules.sort()).toEqual([consent, footer, 'src/features/work-order/BookServiceSection.tsx'].sort())
    expect((await render('/survey/')).islandModules.sort()).toEqual([consent, footer, 'src/features/survey/SurveyForm.tsx'].sort())
    expect((await render('/')).islandModules.sort()).toEqual([consent, footer, 'src/features/home/home-content.ts'].sort())
  })

  it('names the islands whose code waits until they come near: the contact page\'s service form alone', async () => {
    expect((await render('/contact/')).islandModulesLoadedWhenNear).toEqual(['src/features/work-order/BookServiceSection.tsx'])
    for (const path of ['/', '/test-drive/', '/survey/', '/models/tiggo-9/']) expect((await render(path)).islandModulesLoadedWhenNear).toEqual([])
  })

  it('answers 404 with the not-found page for an unknown path and an unknown model', async () => {
    for (const url of ['/no-such-page/', '/models/not-a-model/']) {
      const { html, status } = await render(url)
      expect(status).toBe(404)
      expect(headOf(html)).toContain('<title>Not Found</title>')
    }
  })

  it('reads the whole news list once for many articles (handed from page to page) and carries it in none of their HTML', async () => {
    const listReads: string[] = []
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/news/') listReads.push(request.url)
    }
    server.events.on('request:start', record)
    try {
      for (const id of ['5', '4', '3']) {
        const { html, status } = await render(`/news/detail/${id}/`)
        expect(status).toBe(200)
        expect(html).toContain('"neighbours"')
        expect(html).not.toContain('"all-summaries"')
      }
    } finally {
      server.events.removeListener('request:start', record)
    }
    // At most once: an earlier render in this worker may already have read it.
    expect(listReads.length).toBeLessThanOrEqual(1)
  })
})
