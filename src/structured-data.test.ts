import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { LISTED_MODELS } from '@/features/models'
import { modelPageQueryOptions } from '@/features/models/content/query'
import { pageThings, structuredData } from './structured-data'

const matchOf = (routeId: string, params: Record<string, string> = {}) => ({ routeId, params }) as unknown as AnyRouteMatch

describe('structured data of a page', () => {
  it('describes every model page as a Car, from the facts and copy its route loaded, in both languages', async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const model of LISTED_MODELS) {
        const queryClient = new QueryClient()
        await queryClient.prefetchQuery(modelPageQueryOptions(model.id, locale))
        const [car] = pageThings(matchOf('/models/$id', { id: model.id }), queryClient, locale)
        expect(car).toMatchObject({ '@type': 'Car', model: model.title, depth: { value: model.spec.bodyLength }, wheelbase: { value: model.spec.wheelbase } })
        expect(new URL(car!.url as string).pathname).toBe(`${locale === 'zh-CN' ? '/zh-CN' : ''}/models/${model.id}/`)
        expect(car!.driveWheelConfiguration).toMatch(/^https:\/\/schema\.org\/\w+DriveConfiguration$/)
        expect(car!.vehicleEngine).toMatchObject({ '@type': 'EngineSpecification' })
        expect((car!.width as { value: number }).value).toBeGreaterThan(1500)
      }
    }
  })

  it('adds breadcrumbs to inner pages only, and has nothing for pages that are not indexed', () => {
    const queryClient = new QueryClient()
    expect(JSON.parse(structuredData({ routeId: '/about', things: [], path: '/about/', heading: 'About Chery Nigeria' })!)['@type']).toBe('BreadcrumbList')
    expect(structuredData({ routeId: '/account/login', things: pageThings(matchOf('/account/login'), queryClient), path: '/account/login/', heading: 'Log in' })).toBeUndefined()
    const home = JSON.parse(structuredData({ routeId: '/', things: pageThings(matchOf('/'), queryClient), path: '/', heading: 'Chery Nigeria' })!)
    expect(home['@graph'].map((node: { '@type': string }) => node['@type'])).not.toContain('BreadcrumbList')
  })

  it("puts an article under the news index, in the page's language", () => {
    const crumbs = (locale: 'en-US' | 'zh-CN', path: string) =>
      (JSON.parse(structuredData({ routeId: '/news/detail/$id', things: [], path, heading: 'Tiggo 9', locale })!) as { itemListElement: { name: string; item: string }[] }).itemListElement.map(
        ({ name, item }) => [name, new URL(item).pathname],
      )
    expect(crumbs('en-US', '/news/detail/5/')).toEqual([
      ['Home', '/'],
      ['News', '/news/'],
      ['Tiggo 9', '/news/detail/5/'],
    ])
    expect(crumbs('zh-CN', '/zh-CN/news/detail/5/')).toEqual([
      ['首页', '/zh-CN/'],
      ['新闻', '/zh-CN/news/'],
      ['Tiggo 9', '/zh-CN/news/detail/5/'],
    ])
  })
})
