import { describe, expect, it } from 'vitest'
import { NEWS_INDEX_PAGE_SIZE, newsIndexPageCount, newsIndexPagesAfterFirst, newsIndexPath, paginationItems, parseNewsIndexPage, type PaginationItem } from './pagination'

const shown = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'))

describe('news index pages', () => {
  it('counts the pages a list fills, at least one', () => {
    expect(newsIndexPageCount(0)).toBe(1)
    expect(newsIndexPageCount(1)).toBe(1)
    expect(newsIndexPageCount(NEWS_INDEX_PAGE_SIZE)).toBe(1)
    expect(newsIndexPageCount(NEWS_INDEX_PAGE_SIZE + 1)).toBe(2)
    expect(newsIndexPageCount(10_000, 5)).toBe(2_000)
    expect(newsIndexPageCount(Number.NaN)).toBe(1)
  })

  it('has page 1 at /news/ and the others at /news/page/n/', () => {
    expect(newsIndexPath(1)).toBe('/news/')
    expect(newsIndexPath(2)).toBe('/news/page/2/')
    expect(newsIndexPath(137)).toBe('/news/page/137/')
  })

  it('prerenders pages 2…count, none for a list that fits on /news/', () => {
    expect(newsIndexPagesAfterFirst(6, 5)).toEqual([2])
    expect(newsIndexPagesAfterFirst(5, 5)).toEqual([])
    expect(newsIndexPagesAfterFirst(0, 5)).toEqual([])
    expect(newsIndexPagesAfterFirst(11, 5)).toEqual([2, 3])
    expect(newsIndexPagesAfterFirst(10_000, 5)).toHaveLength(1_999)
  })

  it('reads only canonical page numbers ≥ 2 from the address', () => {
    expect(parseNewsIndexPage('2')).toBe(2)
    expect(parseNewsIndexPage('999')).toBe(999)
    for (const crafted of ['0', '1', '01', '002', '-2', '2.0', '2.5', '1e3', 'abc', '', ' 2', '2 ', '0x10', '99999999999999999', 'Infinity', 'NaN', '２']) {
      expect(parseNewsIndexPage(crafted), crafted).toBeUndefined()
    }
  })
})

describe('the pager', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([])
  })

  it('shows every page of a short list', () => {
    expect(shown(paginationItems(1, 2))).toEqual([1, 2])
    expect(shown(paginationItems(3, 5))).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves gaps in a long list, never a gap for one page', () => {
    expect(shown(paginationItems(1, 2_000))).toEqual([1, 2, '…', 2_000])
    expect(shown(paginationItems(4, 2_000))).toEqual([1, 2, 3, 4, 5, '…', 2_000])
    expect(shown(paginationItems(500, 2_000))).toEqual([1, '…', 499, 500, 501, '…', 2_000])
    expect(shown(paginationItems(2_000, 2_000))).toEqual([1, '…', 1_999, 2_000])
  })

  it('gives every item a distinct key', () => {
    const items = paginationItems(500, 2_000)
    const keys = items.map((item) => (item.type === 'page' ? `page-${item.page}` : item.key))
    expect(new Set(keys).size).toBe(keys.length)
    expect(items.length).toBeLessThanOrEqual(7)
  })
})
