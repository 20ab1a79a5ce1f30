import { isModelId, type ModelId } from '../data/models'
import { COMPARABLE_MODEL_IDS } from './comparable'

/** The pair the page is prerendered with, and what an unusable address falls back to. */
export const DEFAULT_PAIR: readonly [ModelId, ModelId] = ['tiggo-9', 'tiggo-8-pro']

export const MAX_COMPARED = 3

/**
 * The models to compare from the address's `?models=` text (comma-separated ids): unknown ids,
 * duplicates and anything past the third are dropped, and a choice of fewer than two is completed
 * from the default pair, so any address gives two or three distinct models and never an error.
 */
export function parseCompareChoice(raw: string | undefined): ModelId[] {
  const chosen: ModelId[] = []
  for (const part of (raw ?? '').split(',')) {
    const id = part.trim()
    if (isModelId(id) && COMPARABLE_MODEL_IDS.includes(id) && !chosen.includes(id)) chosen.push(id)
    if (chosen.length === MAX_COMPARED) break
  }
  for (const id of DEFAULT_PAIR) if (chosen.length < 2 && !chosen.includes(id)) chosen.push(id)
  return chosen
}

/** The `?models=` text of a choice. */
export function compareParam(ids: readonly ModelId[]): string {
  return ids.join(',')
}

/**
 * The choice after a column's select changed: a model already shown in another column swaps places
 * with the column's old one (no duplicates); `undefined` in the optional third column removes it.
 */
export function changeColumn(ids: readonly ModelId[], column: number, next: ModelId | undefined): ModelId[] {
  const result = [...ids]
  if (next === undefined) return column >= 2 ? result.filter((_, index) => index !== column) : result
  const elsewhere = result.indexOf(next)
  const previous = result[column]
  if (elsewhere >= 0 && elsewhere !== column) {
    if (previous === undefined) return result
    result[elsewhere] = previous
  }
  result[column] = next
  return result
}
