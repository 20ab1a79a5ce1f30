import { expect, test } from 'vitest'
import { get, nodesOf, textOf, type SchemaNode } from './site'

const types = (nodes: SchemaNode[]) => nodes.map((node) => node['@type'])

test('home describes the organisation, the web site and every showroom', async () => {
  const nodes = await nodesOf('/')
  expect(types(nodes)).toEqual(['Organization', 'WebSite', 'AutoDealer', 'AutoDealer', 'AutoDealer', 'AutoDealer'])
  expect(nodes[0]).toMatchObject({ name: 'Chery Nigeria', logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\/.+\/images\/brand-mark-512\.png$/), width: 512, height: 512 }, sameAs: expect.arrayContaining([expect.stringContaining('facebook.com')]) })
  expect(nodes[2]).toMatchObject({ telephone: '+234 800 000 0011', address: { '@type': 'PostalAddress', addressCountry: 'NG' }, openingHoursSpecification: expect.any(Array) })
})

test('contact lists the showrooms; inner pages carry their breadcrumbs', async () => {
  expect(types(await nodesOf('/contact/'))).toEqual(['AutoDealer', 'AutoDealer', 'AutoDealer', 'AutoDealer', 'BreadcrumbList'])
  const [about] = await nodesOf('/about/')
  expect(about).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home' }, { position: 2, name: 'About Chery Nigeria', item: expect.stringMatching(/\/about\/$/) }] })
  expect(await nodesOf('/account/login/')).toEqual([])
})

test('a model page describes its car, a news page its article', async () => {
  const [car, modelCrumbs] = await nodesOf('/models/tiggo-9/')
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
  const [article] = await nodesOf('/news/detail/5/')
  expect(article).toMatchObject({ '@type': 'NewsArticle', headline: 'The Tiggo 9 arrives in Nigeria', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/), publisher: { name: 'Chery Nigeria' } })
})

test('the model and news pages share their own 1200 × 630 card', async () => {
  for (const path of ['/models/tiggo-9/', '/news/detail/5/']) {
    const head = await textOf(path)
    const image = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1]
    expect(image, path).toMatch(path.startsWith('/models') ? /\/images\/og\/models\/tiggo-9-1200\.jpg$/ : /\/images\/og\/news\/news-\d+-1200\.jpg$/)
    expect(head, path).toContain('<meta property="og:image:width" content="1200"')
    expect(head, path).toContain('<meta property="og:image:height" content="630"')
    const response = await get(new URL(image!).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await response.arrayBuffer())
    // JPEG start-of-frame: the height and width follow the marker.
    const frame = bytes.findIndex((byte, index) => byte === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2))
    expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630])
  }
})
