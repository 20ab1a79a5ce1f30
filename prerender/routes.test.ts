import { describe, expect, it } from 'vitest'
import { MODEL_IDS } from '@/features/models'
import { listPrerenderRoutes } from './routes'

describe('prerendered routes, from the route tree', () => {
  const routes = listPrerenderRoutes({ newsIds: ['1', '5', 'a b'] })
  const paths = routes.map((route) => route.path)

  it('writes every page route once, with a trailing slash', () => {
    for (const path of ['/', '/about/', '/contact/', '/test-drive/', '/survey/', '/statement/', '/news/']) expect(paths).toContain(path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.every((path) => path.endsWith('/'))).toBe(true)
  })

  it('writes a page per model and per news id (ids escaped), listed in the sitemap', () => {
    for (const id of MODEL_IDS) expect(routes).toContainEqual({ path: `/models/${id}/`, indexable: true })
    expect(routes).toEqual(expect.arrayContaining([{ path: '/news/detail/1/', indexable: true }, { path: '/news/detail/a%20b/', indexable: true }]))
    expect(paths.some((path) => path.includes('$'))).toBe(false)
  })

  it('writes the news index’s pages after the first as the articles fill them (five a page), listed in the sitemap', () => {
    expect(paths.some((path) => path.startsWith('/news/page/'))).toBe(false)
    const eleven = listPrerenderRoutes({ newsIds: Array.from({ length: 11 }, (_, index) => String(index + 1)) })
    expect(eleven.filter((route) => route.path.startsWith('/news/page/'))).toEqual([
      { path: '/news/page/2/', indexable: true },
      { path: '/news/page/3/', indexable: true },
    ])
    const tenThousand = listPrerenderRoutes({ newsIds: Array.from({ length: 10_000 }, (_, index) => String(index + 1)) })
    expect(tenThousand.filter((route) => route.path.startsWith('/news/page/'))).toHaveLength(1_999)
    expect(tenThousand.map((route) => route.path)).toContain('/news/page/2000/')
  })

  it('writes the account shells, the booking messages and the offline page but keeps them out of the sitemap', () => {
    const hidden = routes.filter((route) => !route.indexable).map((route) => route.path)
    expect(hidden.sort()).toEqual(
      ['/account/dealer/', '/account/login/', '/account/password/', '/account/profile/', '/account/register/', '/message/test-drive-success/', '/message/work-order-success/', '/offline/'].sort(),
    )
  })
})
