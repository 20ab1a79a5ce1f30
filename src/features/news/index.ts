export { NewsDetailPage, type RelatedModel } from './NewsDetailPage'
export { formatNewsDate } from './format-date'
export { ensureNewsPage } from './api/load-news-page'
