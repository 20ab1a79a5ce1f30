import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n'
import type { ModelId } from '../data/models'
import { modelContentKey } from './query-key'
import type { ModelContent } from './types'

// One chunk per model and language: a page downloads only its own copy in its own language. The
// route loader puts it in the query cache (prerendered into the page and hydrated from there) and
// hands it to the page, which needs no query hook in its first load.
const english = import.meta.glob<{ default: ModelContent }>('./models/*.ts')
const chinese = import.meta.glob<{ default: ModelContent }>('./zh-CN/*.ts')

export async function loadModelContent(id: ModelId, locale: Locale = 'en-US'): Promise<ModelContent> {
  const load = locale === 'zh-CN' ? chinese[`./zh-CN/${id}.ts`] : english[`./models/${id}.ts`]
  if (!load) throw new Error(`No ${locale} page content for model "${id}"`)
  return (await load()).default
}

export const modelContentQueryOptions = (id: ModelId, locale: Locale = 'en-US') =>
  queryOptions({
    queryKey: modelContentKey(id, locale),
    queryFn: () => loadModelContent(id, locale),
    staleTime: Infinity,
  })
