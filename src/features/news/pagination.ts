/**
 * The news index (issue 24 item 11): page 1 at /news/, page n ≥ 2 at /news/page/n/, newest first.
 * Pure functions shared by the routes, the page and the prerender's route list.
 */

/**
 * Articles per index page. Five: a short list of wide cards reads well on a phone and a desktop, and
 * the sample data's six articles make two pages, so the sample site (and e2e) shows the pagination.
 * The API page number is the index page number (GET /api/news/?page=n&pageSize=5).
 */
export const NEWS_INDEX_PAGE_SIZE = 5

/** How many index pages `total` articles fill; always at least one (an empty list still has /news/). */
export function newsIndexPageCount(total: number, pageSize: number = NEWS_INDEX_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1
  return Math.ceil(total / pageSize)
}

/**
 * The page number of a `/news/page/$page/` address, or undefined when the address is not a page's
 * canonical one: only a plain decimal number ≥ 2 without leading zeros ('0', '1', '01', '2.0', 'abc',
 * '-3', '1e3' and numbers past the safe range are not pages; page 1 lives at /news/ only).
 * Whether the page exists (≤ the page count) is the loader's check, against the list's total.
 */
export function parseNewsIndexPage(param: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(param)) return undefined
  const page = Number(param)
  return Number.isSafeInteger(page) && page >= 2 ? page : undefined
}

/** The site path (English; links add the language) of an index page. */
export function newsIndexPath(page: number): string {
  return page <= 1 ? '/news/' : `/news/page/${page}/`
}

/** The page numbers the prerender writes at /news/page/n/ (2…count) for `total` articles. */
export function newsIndexPagesAfterFirst(total: number, pageSize: number = NEWS_INDEX_PAGE_SIZE): number[] {
  const count = newsIndexPageCount(total, pageSize)
  return Array.from({ length: count - 1 }, (_, index) => index + 2)
}

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string }

/**
 * The numbered links of the pager: always the first and last page, the current page with `around`
 * pages either side, and a gap (…) where pages are left out; a gap never stands for one page alone
 * (that page is shown instead). 2,000 pages still make a pager of at most 2·around + 5 items.
 */
export function paginationItems(current: number, count: number, around = 1): PaginationItem[] {
  if (count <= 1) return []
  const shown = new Set<number>([1, count])
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) shown.add(page)
  const pages = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  pages.forEach((page, index) => {
    const before = pages[index - 1]
    if (before !== undefined && page - before === 2) items.push({ type: 'page', page: before + 1 })
    else if (before !== undefined && page - before > 2) items.push({ type: 'gap', key: `gap-${before}` })
    items.push({ type: 'page', page })
  })
  return items
}
