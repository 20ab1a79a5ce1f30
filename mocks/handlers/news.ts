import { NEWS_NOT_FOUND_CODE, NEWS_NOT_FOUND_MESSAGE, getNewsDetail, listNews, type NewsSummary } from '@/contract/news'
import { newsFixtures } from '../fixtures/news'
import { generateNews, requestedNewsCount } from '../fixtures/generated-news'
import { envelopeError, envelopeSuccess, operationHandler } from '../operation-handler'

const catalogue = requestedNewsCount() > 0 ? generateNews(newsFixtures, requestedNewsCount()) : newsFixtures
const newestFirst = [...catalogue].sort((a, b) => b.date.localeCompare(a.date))
const byId = new Map(catalogue.map((item) => [item.id, item]))

export const newsHandlers = [
  operationHandler(listNews, ({ payload: { page, pageSize } }) => {
    const start = (page - 1) * pageSize
    const content: NewsSummary[] = newestFirst.slice(start, start + pageSize).map(({ blocks: _blocks, ...summary }) => summary)
    return envelopeSuccess({ content, page, pageSize, total: newestFirst.length })
  }),

  operationHandler(getNewsDetail, ({ payload: { id } }) => {
    const item = byId.get(id)
    return item ? envelopeSuccess(item) : envelopeError(NEWS_NOT_FOUND_CODE, NEWS_NOT_FOUND_MESSAGE)
  }),
]
