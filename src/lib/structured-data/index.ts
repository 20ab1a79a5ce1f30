export { serializeJsonLd, type Thing } from './serialize'
export { absoluteImage, autoDealers, millimetresOf, breadcrumbs, car, newsArticle, organization, webSite } from './things'
