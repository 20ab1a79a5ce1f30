// Types for e2e/first-visit.spec.ts; the module itself is plain ESM.
import type { Browser } from '@playwright/test'

export type Visit = { bytes: number; bytesWithoutImages: number; requests: number; blocking: number; longest: number; responses: Array<{ url: string; type: string; bytes: number }> }
export type VisitOptions = { idleMs?: number; saveData?: boolean; repeat?: boolean }

export function launchVisitBrowser(): Promise<Browser>
export function visit(browser: Browser, url: string, options?: VisitOptions): Promise<Visit>
export function visitsOverBudgetRepeated(browser: Browser, base: string, pagePath: string, runs: Visit[], options?: VisitOptions): Promise<Visit[]>
export function visitSummary(runs: Visit[]): string
export function budgetProblems(measured: Map<string, Visit[]>): string[]
