export { serializeJsonLd, type Thing } from './serialize'
export { absoluteContentImage, absoluteImage, autoDealers, millimetresOf, breadcrumbs, car, newsArticle, organization, webSite } from './things'
