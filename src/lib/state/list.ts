/** List state defaults (SPEC §3, §9). */
export type ListState<T> = {
  content: T[]
  detail: T | null
  page: number
  pageSize: number
  total: number
}

export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 10

export function createListState<T>(overrides: Partial<ListState<T>> = {}): ListState<T> {
  return { content: [], detail: null, page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE, total: 0, ...overrides }
}
