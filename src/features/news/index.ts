export { NewsDetailPage, type RelatedModel } from './NewsDetailPage'
export { NewsIndexPage } from './NewsIndexPage'
export { parseNewsIndexPage } from './pagination'

export { ensureNewsPage } from './api/load-news-page'
export { ensureNewsIndexPage } from './api/load-news-index'
