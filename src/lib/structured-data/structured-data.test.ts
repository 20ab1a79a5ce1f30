import { describe, expect, it } from 'vitest'
import { SHOWROOM_GEO } from '@/config/showroom-geo'
import { SHOWROOMS } from '@/config/site'
import { autoDealers, breadcrumbs, car, newsArticle, organization, serializeJsonLd, webSite, type Thing } from '.'

// What Google's structured-data documentation requires (R) and recommends for each type the site
// publishes; a node missing one of them is not eligible for, or degrades, its rich result.
const EXPECTED: Record<string, { required: string[]; recommended: string[] }> = {
  Organization: { required: ['name', 'url'], recommended: ['logo', 'sameAs', 'telephone', 'email'] },
  WebSite: { required: ['name', 'url'], recommended: [] },
  AutoDealer: { required: ['name', 'address'], recommended: ['url', 'telephone', 'openingHoursSpecification', 'image'] },
  Car: { required: ['name', 'brand', 'model'], recommended: ['bodyType', 'vehicleEngine', 'fuelType', 'vehicleTransmission', 'driveWheelConfiguration', 'image', 'url'] },
  NewsArticle: { required: ['headline'], recommended: ['image', 'datePublished', 'dateModified', 'author', 'publisher'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
}

function expectComplete(thing: Thing) {
  const expected = EXPECTED[thing['@type']]
  expect(expected, `a known type: ${thing['@type']}`).toBeDefined()
  for (const property of [...expected!.required, ...expected!.recommended]) {
    expect(thing[property], `${thing['@type']}.${property}`).toBeTruthy()
  }
  for (const [property, value] of Object.entries(thing)) {
    if (typeof value === 'string' && /^(url|logo|image|item|mainEntityOfPage)$/.test(property)) expect(value).toMatch(/^https:\/\//)
  }
}

describe('structured data', () => {
  it('describes the organisation and the web site', () => {
    const org = organization()
    expectComplete(org)
    expectComplete(webSite())
    expect(org.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('instagram.com'), expect.stringContaining('facebook.com')]))
  })

  it('describes every showroom as an AutoDealer with its address and opening hours', () => {
    const dealers = autoDealers()
    expect(dealers).toHaveLength(SHOWROOMS.length)
    for (const dealer of dealers) expectComplete(dealer)
    expect(dealers[0]!.address).toEqual({ '@type': 'PostalAddress', streetAddress: '12 Ikorodu Road', addressLocality: 'Lagos', addressCountry: 'NG' })
    expect(dealers[0]!.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '16:00' },
    ])
  })

  it('gives every showroom its coordinates and closes it on the public holidays the finder knows', () => {
    const dealers = autoDealers()
    expect(dealers.map((dealer) => dealer.geo)).toEqual(SHOWROOMS.map(({ id }) => ({ '@type': 'GeoCoordinates', ...SHOWROOM_GEO[id] })))
    expect(dealers[0]!.specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
    })
  })

  it('describes a car, its drive as a schema.org term and its dimensions with units', () => {
    const node = car({
      path: '/models/tiggo-9/',
      title: 'Tiggo 9',
      bodyStyle: 'SUV',
      description: 'd',
      engine: '2.0T',
      fuel: 'Petrol',
      transmission: '8-speed automatic',
      drive: 'All-wheel drive',
      length: 4820,
      wheelbase: 2820,
      width: 1925,
      height: 1747,
      image: 'https://www.example.ng/images/x.webp',
    })
    expectComplete(node)
    expect(node.driveWheelConfiguration).toBe('https://schema.org/AllWheelDriveConfiguration')
    expect(node.width).toEqual({ '@type': 'QuantitativeValue', value: 1925, unitCode: 'MMT', unitText: 'mm' })
  })

  it('describes a news article and the breadcrumbs of an inner page', () => {
    expectComplete(newsArticle({ id: '5', headline: 'Tiggo 9', description: 'd', published: '2026-05-01', image: 'https://www.example.ng/i.jpg' }))
    const trail = breadcrumbs([{ name: 'About', path: '/about/' }])
    expectComplete(trail)
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: expect.stringMatching(/^https:\/\/[^/]+\/$/) },
      { '@type': 'ListItem', position: 2, name: 'About', item: expect.stringMatching(/\/about\/$/) },
    ])
  })

  it('gives the organisation and a news publisher a raster logo of at least 112 px (Google reads no SVG logo)', () => {
    const article = newsArticle({ id: '5', headline: 'Tiggo 9', description: 'd', published: '2026-05-01', image: 'https://www.example.ng/i.jpg' })
    for (const logo of [organization().logo, (article.publisher as Thing).logo] as Thing[]) {
      expect(logo.url).toMatch(/^https:\/\/.+\.png$/)
      expect(logo.width).toBeGreaterThanOrEqual(112)
      expect(logo.height).toBeGreaterThanOrEqual(112)
    }
  })

  it('cannot be broken out of its script element', () => {
    const text = serializeJsonLd([{ '@type': 'Thing', name: '</script><script>alert(1)</script> <!-- \u2028\u2029 & >' }])
    expect(text).not.toMatch(/<|>|\u2028|\u2029|&/)
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> <!-- \u2028\u2029 & >')
    expect(JSON.parse(text)['@context']).toBe('https://schema.org')
    expect(JSON.parse(serializeJsonLd([organization(), webSite()]))['@graph']).toHaveLength(2)
  })
})
