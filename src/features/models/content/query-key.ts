import type { Locale } from '@/lib/i18n'
import type { ModelId } from '../data/models'

/**
 * The query key of a model page's facts and copy in one language (content/query.ts). Apart from query.ts so that the server's
 * structured data can read the copy from the cache without importing the map of the copy's chunks,
 * which the routes import only in their loaders.
 */
export const modelPageKey = (id: ModelId, locale: Locale) => ['models', 'page', id, locale] as const

