import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { findModel } from '@/features/models'
import { modelPageKey } from '@/features/models/content/query-key'
import type { ModelPageData } from '@/features/models/content/query'
import { engineLabel } from '@/features/models/data/models'
import { specValue } from '@/features/models/spec-values'
import { heroMedia } from '@/features/models/media'
import { newsDetailQueryOptions } from '@/features/news/api/news-queries'
import type { Locale } from '@/lib/i18n'
import { localizedPath } from '@/lib/locale-path'
import { absoluteContentImage, absoluteImage, autoDealers, breadcrumbs, car, newsArticle, organization, serializeJsonLd, webSite, type Thing } from '@/lib/structured-data'

/** Pages with a place in the site's hierarchy (the rest are not indexed: accounts, confirmations). */
const INNER_PAGES = new Set(['/about', '/contact', '/statement', '/survey', '/test-drive', '/models/compare', '/models/$id', '/news/', '/news/page/$page', '/news/detail/$id'])

/**
 * The schema.org nodes of a page, from what its route loaded (read once loading is done, before
 * the render hands the cache over). Only the prerender calls this: structured data is for crawlers,
 * which read the HTML, so none of it is in a browser bundle.
 */
export function pageThings(match: AnyRouteMatch | undefined, queryClient: QueryClient, locale: Locale = 'en-US'): Thing[] {
  if (!match) return []
  const things: Thing[] = []
  const { routeId, params } = match as { routeId: string; params: Record<string, string> }
  if (routeId === '/') things.push(organization(), webSite(), ...autoDealers())
  if (routeId === '/contact') things.push(...autoDealers())
  if (routeId === '/models/$id') {
    const model = findModel(params.id ?? '')
    const page = model && queryClient.getQueryData<ModelPageData>(modelPageKey(model.id, locale))
    if (model && page) {
      const { facts, content } = page
      things.push(
        car({
          path: localizedPath(`/models/${model.id}/`, locale),
          title: model.title,
          bodyStyle: content.bodyStyle,
          description: content.summary,
          engine: `${engineLabel(model.spec)} ${specValue(facts.figures, content, 'power', '')}`,
          fuel: content.specs.fuel,
          transmission: content.specs.transmission,
          drive: content.specs.drive,
          length: model.spec.bodyLength,
          wheelbase: model.spec.wheelbase,
          width: facts.figures.width,
          height: facts.figures.height,
          image: absoluteImage(`${heroMedia(model).path}-1600.webp`),
        }),
      )
    }
  }
  if (routeId === '/news/detail/$id') {
    const item = queryClient.getQueryData(newsDetailQueryOptions(params.id ?? '', locale).queryKey)
    if (item) {
      const path = localizedPath(`/news/detail/${encodeURIComponent(item.id)}/`, locale)
      things.push(newsArticle({ id: item.id, headline: item.title, description: item.summary, published: item.date, image: absoluteContentImage(`og/${item.cover}-1200.jpg`), inLanguage: locale, path }))
    }
  }
  return things
}

/**
 * The page's JSON-LD, safe inside <script>, or undefined: its nodes, and the breadcrumbs of an
 * inner page, whose last crumb is the page's <h1> text.
 */
export function structuredData({ routeId, things, path, heading, locale = 'en-US' }: { routeId: string | undefined; things: Thing[]; path: string; heading: string; locale?: Locale }): string | undefined {
  const home = { name: locale === 'zh-CN' ? '首页' : 'Home', path: localizedPath('/', locale) }
  // An article sits under the news index, as its visible breadcrumb shows (Home › News › article).
  const parents = routeId === '/news/detail/$id' ? [{ name: locale === 'zh-CN' ? '新闻' : 'News', path: localizedPath('/news/', locale) }] : []
  const all = routeId && INNER_PAGES.has(routeId) && heading ? [...things, breadcrumbs([...parents, { name: heading, path }], home)] : things
  return all.length > 0 ? serializeJsonLd(all) : undefined
}

/** When the page's content last changed, if its data says (a news article's dateModified); the sitemap's lastmod. */
export function lastModifiedOf(things: Thing[]): string | undefined {
  const modified = things.find((thing) => thing['@type'] === 'NewsArticle')?.dateModified
  return typeof modified === 'string' ? modified : undefined
}
