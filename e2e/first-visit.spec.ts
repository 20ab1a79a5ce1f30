import { test, expect, type Browser } from '@playwright/test'
import { budgetProblems, launchVisitBrowser, visit, visitSummary, visitsOverBudgetRepeated, type Visit } from '../scripts/lib/first-visit.mjs'
import { VISIT_BUDGETS } from '../scripts/lib/visit-budgets.mjs'

// What a first visit costs on what visitors get: the production build, mocks off, against the mock
// API it was built against (the api-build project's servers). Every byte and request until the
// network is idle, and blocking time from each task's CPU time (scripts/lib/first-visit.mjs), which
// holds beside the other tests (decision 059). `npm run check:budgets` measures the same alone.
const apiSite = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 3}`

let browser: Browser
test.beforeAll(async () => {
  browser = await launchVisitBrowser()
})
test.afterAll(async () => {
  await browser?.close()
})

const englishPages = VISIT_BUDGETS.map((budget) => budget.page).filter((page) => !page.startsWith('/zh-CN/'))

test.describe('budget: a first visit until the network is idle', () => {
  for (const english of englishPages) {
    const chinese = `/zh-CN${english}`
    test(`${english} and ${chinese} within their bytes, requests and blocking time, the Chinese within 5 KB of the English`, async () => {
      test.slow()
      const measured = new Map<string, Visit[]>()
      for (const page of [english, chinese]) {
        const runs = await visitsOverBudgetRepeated(browser, apiSite, page, [await visit(browser, new URL(page, apiSite).href)])
        measured.set(page, runs)
        test.info().annotations.push({ type: 'first visit', description: `${page} ${visitSummary(runs)}` })
      }
      expect(budgetProblems(measured)).toEqual([])
    })
  }
})
