import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n'
import { markWhenFulfilled } from '@/lib/thenable'
import type { ModelId } from '../data/models'
import type { ModelContent } from './types'

// One chunk per model and language: a page downloads only its own copy, and the Chinese copy only
// once the page has switched to Chinese. The route loader puts the English copy in the query cache
// (prerendered into the page and hydrated from there) and hands it to the page; the page reads a
// translation with use(translatedModelContent(...)), which needs no query hook in its first load.
const english = import.meta.glob<{ default: ModelContent }>('./models/*.ts')
const chinese = import.meta.glob<{ default: ModelContent }>('./zh-CN/*.ts')

export async function loadModelContent(id: ModelId, locale: Locale = 'en-US'): Promise<ModelContent> {
  const load = locale === 'zh-CN' ? chinese[`./zh-CN/${id}.ts`] : english[`./models/${id}.ts`]
  if (!load) throw new Error(`No ${locale} page content for model "${id}"`)
  return (await load()).default
}

const translations = new Map<string, Promise<ModelContent>>()

/** The copy in another language than English, loaded once per model and language, for use(). */
export function translatedModelContent(id: ModelId, locale: Exclude<Locale, 'en-US'>): Promise<ModelContent> {
  const key = `${id}:${locale}`
  let loading = translations.get(key)
  if (!loading) {
    loading = markWhenFulfilled(loadModelContent(id, locale))
    loading.catch(() => translations.delete(key))
    translations.set(key, loading)
  }
  return loading
}

export const modelContentQueryOptions = (id: ModelId, locale: Locale = 'en-US') =>
  queryOptions({
    queryKey: ['models', 'content', id, locale] as const,
    queryFn: () => loadModelContent(id, locale),
    staleTime: Infinity,
  })
