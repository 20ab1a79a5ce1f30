export { NewsDetailPage, type RelatedModel } from './NewsDetailPage'

export { ensureNewsPage } from './api/load-news-page'
