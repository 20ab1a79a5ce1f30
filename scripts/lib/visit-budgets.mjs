// What a first visit may cost per page (scripts/measure-visit.mjs --check, run by `npm test` on the
// production build against the mock API): blocking time computed from CPU time, every byte until the
// network is idle, and requests; every Chinese page also within 5 KB of its English twin, pictures
// aside (checked by the script, decision 060; a Chinese page is shorter and may bring one more picture within the
// browser's lazy-loading distance). The byte and request budgets hold today's figures (docs/measurements.md, with a little
// room for the machine's noise) so that nothing grows unnoticed. The service worker's install is not in them: it
// comes with the second page view (decision 041). Issue 38 asks for no more than commit
// fae9f80's bytes (served with today's header rules: home 274.9 KB, a model page 237.1, the test drive
// 200.7, contact 199.5, an article 200.2) and its requests + 5.
const PAGES = [
  { page: '/', kb: 247, zhKb: 256.5, requests: 24 },
  { page: '/models/tiggo-9/', kb: 223, zhKb: 233.5, requests: 20 },
  { page: '/models/compare/', kb: 189, zhKb: 191, requests: 20 },
  { page: '/test-drive/', kb: 200.5, zhKb: 202, requests: 20 },
  { page: '/contact/', kb: 178, zhKb: 180, requests: 18 },
  { page: '/news/', kb: 219.5, zhKb: 221, requests: 24 },
  { page: '/news/detail/5/', kb: 200, zhKb: 201, requests: 23 },
]

/** Lighthouse's mobile target: total blocking time ≤ 50 ms. */
const BLOCKING_MS = 50

export const VISIT_BUDGETS = PAGES.flatMap(({ zhKb, ...budget }) => [budget, { ...budget, page: `/zh-CN${budget.page}`, kb: zhKb, requests: budget.requests + 2 }]).map((budget) => ({
  ...budget,
  blockingMs: BLOCKING_MS,
}))

/** The budget of a page path, if it has one. */
export function budgetOf(pagePath) {
  return VISIT_BUDGETS.find((budget) => budget.page === pagePath)
}
