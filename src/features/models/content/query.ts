import { queryOptions } from '@tanstack/react-query'
import type { ModelFacts } from '@/config/catalogue'
import type { Locale } from '@/lib/i18n'
import type { ModelId } from '../data/models'
import { modelPageKey } from './query-key'
import type { ModelContent } from './types'

// One chunk per model and language for the words, one per model for its facts (colours, 360° sets,
// figures: src/config/catalogue/models/): a page downloads only its own model's, in its own
// language. The route loader puts them in the query cache (prerendered into the page and hydrated
// from there) and hands them to the page, which needs no query hook in its first load.
const english = import.meta.glob<{ default: ModelContent }>('./en-US/*.ts')
const chinese = import.meta.glob<{ default: ModelContent }>('./zh-CN/*.ts')
const facts = import.meta.glob<{ default: ModelFacts }>('../../../config/catalogue/models/*.ts')

export async function loadModelContent(id: ModelId, locale: Locale = 'en-US'): Promise<ModelContent> {
  const load = locale === 'zh-CN' ? chinese[`./zh-CN/${id}.ts`] : english[`./en-US/${id}.ts`]
  if (!load) throw new Error(`No ${locale} page content for model "${id}"`)
  return (await load()).default
}

export async function loadModelFacts(id: ModelId): Promise<ModelFacts> {
  const load = facts[`../../../config/catalogue/models/${id}.ts`]
  if (!load) throw new Error(`No catalogue facts for model "${id}" (src/config/catalogue/models/${id}.ts)`)
  return (await load()).default
}

/** What a model's page (or its column in the comparison) shows beyond the catalogue entry: its facts and its words. */
export type ModelPageData = { facts: ModelFacts; content: ModelContent }

export const modelPageQueryOptions = (id: ModelId, locale: Locale = 'en-US') =>
  queryOptions({
    queryKey: modelPageKey(id, locale),
    queryFn: async (): Promise<ModelPageData> => {
      const [facts, content] = await Promise.all([loadModelFacts(id), loadModelContent(id, locale)])
      return { facts, content }
    },
    staleTime: Infinity,
  })
