import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

type Node = { '@type': string; [property: string]: unknown }

/** Every schema.org node of a prerendered page (the JSON-LD is in the HTML, for crawlers). */
async function nodesOf(request: APIRequestContext, path: string): Promise<Node[]> {
  const html = await (await request.get(path)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Node & { '@graph'?: Node[] })
  return blocks.flatMap((block) => block['@graph'] ?? [block])
}

const types = (nodes: Node[]) => nodes.map((node) => node['@type'])

test('home describes the organisation, the web site and every showroom', async ({ request }) => {
  const nodes = await nodesOf(request, '/')
  expect(types(nodes)).toEqual(['Organization', 'WebSite', 'AutoDealer', 'AutoDealer', 'AutoDealer', 'AutoDealer'])
  expect(nodes[0]).toMatchObject({ name: 'Chery Nigeria', logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\/.+\/images\/brand-mark-512\.png$/), width: 512, height: 512 }, sameAs: expect.arrayContaining([expect.stringContaining('facebook.com')]) })
  expect(nodes[2]).toMatchObject({ telephone: '+234 800 000 0011', address: { '@type': 'PostalAddress', addressCountry: 'NG' }, openingHoursSpecification: expect.any(Array) })
})

test('contact lists the showrooms; inner pages carry their breadcrumbs', async ({ request }) => {
  expect(types(await nodesOf(request, '/contact/'))).toEqual(['AutoDealer', 'AutoDealer', 'AutoDealer', 'AutoDealer', 'BreadcrumbList'])
  const [about] = await nodesOf(request, '/about/')
  expect(about).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home' }, { position: 2, name: 'About Chery Nigeria', item: expect.stringMatching(/\/about\/$/) }] })
  expect(await nodesOf(request, '/account/login/')).toEqual([])
})

test('a model page describes its car, a news page its article', async ({ request }) => {
  const [car, modelCrumbs] = await nodesOf(request, '/models/tiggo-9/')
  expect(car).toMatchObject({
    '@type': 'Car',
    name: 'Chery Tiggo 9',
    brand: { name: 'Chery' },
    model: 'Tiggo 9',
    vehicleTransmission: '8-speed automatic',
    driveWheelConfiguration: 'https://schema.org/AllWheelDriveConfiguration',
    depth: { value: 4820, unitCode: 'MMT' },
    wheelbase: { value: 2820, unitCode: 'MMT' },
  })
  expect(modelCrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
  const [article] = await nodesOf(request, '/news/detail/5/')
  expect(article).toMatchObject({ '@type': 'NewsArticle', headline: 'The Tiggo 9 arrives in Nigeria', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/), publisher: { name: 'Chery Nigeria' } })
})

test('the model and news pages share their own 1200 × 630 card, and the pages hydrate without a warning', async ({ page, request, navigate }) => {
  for (const path of ['/models/tiggo-9/', '/news/detail/5/']) {
    await navigate(path)
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(path.startsWith('/models') ? /\/images\/og\/models\/tiggo-9-1200\.jpg$/ : /\/images\/og\/news\/news-\d+-1200\.jpg$/)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    const response = await request.get(new URL(image!).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/jpeg')
    const bytes = await response.body()
    // JPEG start-of-frame: the height and width follow the marker.
    const frame = bytes.findIndex((byte, index) => byte === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2))
    expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630])
  }
})
