import { NEWS_NOT_FOUND_CODE, NEWS_NOT_FOUND_MESSAGE, getNewsDetail, listNews, type NewsItem, type NewsLocale, type NewsSummary } from '@/contract/news'
import { newsFixtures } from '../fixtures/news'
import { newsZhCn } from '../fixtures/news-zh'
import { generateNews, requestedNewsCount } from '../fixtures/generated-news'
import { envelopeError, envelopeSuccess, operationHandler } from '../operation-handler'

const catalogue = requestedNewsCount() > 0 ? generateNews(newsFixtures, requestedNewsCount()) : newsFixtures
const newestFirst = [...catalogue].sort((a, b) => b.date.localeCompare(a.date))
const byId = new Map(catalogue.map((item) => [item.id, item]))

/** An article in the asked language; one without a translation stays English (as the contract says). */
function inLocale(item: NewsItem, locale: NewsLocale): NewsItem {
  const translation = locale === 'zh-CN' ? newsZhCn[item.id] : undefined
  return translation ? { ...item, ...translation } : item
}

export const newsHandlers = [
  operationHandler(listNews, ({ payload: { page, pageSize, locale } }) => {
    const start = (page - 1) * pageSize
    const content: NewsSummary[] = newestFirst.slice(start, start + pageSize).map((item) => {
      const { blocks: _blocks, ...summary } = inLocale(item, locale)
      return summary
    })
    return envelopeSuccess({ content, page, pageSize, total: newestFirst.length })
  }),

  operationHandler(getNewsDetail, ({ payload: { id, locale } }) => {
    const item = byId.get(id)
    return item ? envelopeSuccess(inLocale(item, locale)) : envelopeError(NEWS_NOT_FOUND_CODE, NEWS_NOT_FOUND_MESSAGE)
  }),
]
