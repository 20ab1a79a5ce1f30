import { z } from 'zod'
import { defineOperation } from './operation'
import { MODEL_IDS, notBlank, validationText } from './common'

export const NEWS_NOT_FOUND_CODE = 404
export const NEWS_NOT_FOUND_MESSAGE = 'News not found'
export const NEWS_DEFAULT_PAGE_SIZE = 10
export const NEWS_MAX_PAGE_SIZE = 50
/**
 * The highest page number: the largest whole number JSON and JavaScript keep exact (2^53 - 1, 16
 * digits), as the site's /news/page/<n>/ addresses allow (features/news/pagination.ts).
 */
export const NEWS_MAX_PAGE = Number.MAX_SAFE_INTEGER
/** The languages the news is written in; an article missing in one is answered in English. */
export const NEWS_LOCALES = ['en-US', 'zh-CN'] as const
export type NewsLocale = (typeof NEWS_LOCALES)[number]
const newsLocaleSchema = z.enum(NEWS_LOCALES, { error: validationText.select('Language') }).default('en-US')

export const newsBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('image'), src: z.string(), alt: z.string() }),
])
export type NewsBlock = z.infer<typeof newsBlockSchema>

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Publication date, yyyy-mm-dd. */
  date: z.iso.date(),
  /** Image path for imageUrl(), e.g. 'news/news-1'. */
  cover: z.string(),
  blocks: z.array(newsBlockSchema),
  relatedModelIds: z.array(z.enum(MODEL_IDS)),
})
export type NewsItem = z.infer<typeof newsItemSchema>

/** List entries leave out the article body. */
export const newsSummarySchema = newsItemSchema.omit({ blocks: true })
export type NewsSummary = z.infer<typeof newsSummarySchema>

/** Query-string values arrive as text, hence the coercion. */
export const newsListRequestSchema = z.object({
  page: z.coerce
    .number<number>({ error: validationText.invalid('Page') })
    .int(validationText.invalid('Page'))
    .min(1, validationText.min('Page', 1))
    .max(NEWS_MAX_PAGE, validationText.max('Page', NEWS_MAX_PAGE))
    .default(1),
  pageSize: z.coerce
    .number<number>({ error: validationText.invalid('Page size') })
    .int(validationText.invalid('Page size'))
    .min(1, validationText.min('Page size', 1))
    .max(NEWS_MAX_PAGE_SIZE, validationText.max('Page size', NEWS_MAX_PAGE_SIZE))
    .default(NEWS_DEFAULT_PAGE_SIZE),
  locale: newsLocaleSchema,
})

export const newsListResponseSchema = z.object({
  content: z.array(newsSummarySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
})

/** Newest first. */
export const listNews = defineOperation({
  name: 'news.list',
  service: 'site',
  method: 'get',
  path: '/api/news/',
  bodyType: 'form',
  request: newsListRequestSchema,
  response: newsListResponseSchema,
})

/** An unknown id answers envelope code 404 'News not found'. */
export const getNewsDetail = defineOperation({
  name: 'news.detail',
  service: 'site',
  method: 'get',
  path: '/api/news/detail/',
  bodyType: 'form',
  request: z.object({ id: notBlank(z.string({ error: validationText.required('Article') }).trim().min(1, validationText.required('Article'))), locale: newsLocaleSchema }),
  response: newsItemSchema,
})

export const newsOperations = [listNews, getNewsDetail] as const
