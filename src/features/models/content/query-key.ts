import type { Locale } from '@/lib/i18n'
import type { ModelId } from '../data/models'

/**
 * The query key of a model page's copy in one language. Apart from query.ts so that the server's
 * structured data can read the copy from the cache without importing the map of the copy's chunks,
 * which the routes import only in their loaders.
 */
export const modelContentKey = (id: ModelId, locale: Locale) => ['models', 'content', id, locale] as const
