// What the news routes' loaders load on demand (each page component is imported by its route
// directly: NewsDetailPage, NewsIndexPage, so neither page's first load carries the other's code).
export { ensureNewsPage } from './api/load-news-page'
export { ensureNewsIndexPage } from './api/load-news-index'
export { parseNewsIndexPage } from './pagination'
