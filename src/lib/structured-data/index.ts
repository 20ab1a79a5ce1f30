export { serializeJsonLd, type Thing } from './serialize'
export { absoluteContentImage, absoluteImage, autoDealers, breadcrumbs, car, newsArticle, organization, webSite } from './things'
