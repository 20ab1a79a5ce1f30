import type { ModelFacts } from '@/config/catalogue'
import { MODELS, type ModelId } from '@/features/models/data/models'
import { withViews, type ModelWithViews } from '@/features/models/data/views'

// Every model's facts (src/config/catalogue/models/), loaded at once: the pages load one each.
const loaded = import.meta.glob<ModelFacts>('../config/catalogue/models/*.ts', { eager: true, import: 'default' })

export const FACTS = Object.fromEntries(Object.entries(loaded).map(([file, facts]) => [file.replace(/^.*\/|\.ts$/g, ''), facts])) as Record<ModelId, ModelFacts>

/** A model with its views, as its page gets it. */
export function modelWithViews(id: ModelId): ModelWithViews {
  return withViews(MODELS[id], FACTS[id])
}
