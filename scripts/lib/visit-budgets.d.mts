// Types for e2e/first-visit.spec.ts; the module itself is plain ESM.
export type VisitBudget = { page: string; kb: number; requests: number; blockingMs: number }

export const VISIT_BUDGETS: VisitBudget[]
export function budgetOf(pagePath: string): VisitBudget | undefined
