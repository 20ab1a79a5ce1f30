import { describe, expect, it } from 'vitest'
import { MODEL_IDS } from '@/features/models'
import { listPrerenderRoutes } from './routes'

describe('prerendered routes, from the route tree', () => {
  const routes = listPrerenderRoutes({ newsIds: ['1', '5', 'a b'] })
  const paths = routes.map((route) => route.path)

  it('writes every page route once, with a trailing slash', () => {
    for (const path of ['/', '/about/', '/contact/', '/test-drive/', '/survey/', '/statement/']) expect(paths).toContain(path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.every((path) => path.endsWith('/'))).toBe(true)
  })

  it('writes a page per model and per news id (ids escaped), listed in the sitemap', () => {
    for (const id of MODEL_IDS) expect(routes).toContainEqual({ path: `/models/${id}/`, indexable: true })
    expect(routes).toEqual(expect.arrayContaining([{ path: '/news/detail/1/', indexable: true }, { path: '/news/detail/a%20b/', indexable: true }]))
    expect(paths.some((path) => path.includes('$'))).toBe(false)
  })

  it('writes the account shells and the booking messages but keeps them out of the sitemap', () => {
    const hidden = routes.filter((route) => !route.indexable).map((route) => route.path)
    expect(hidden.sort()).toEqual(
      ['/account/dealer/', '/account/login/', '/account/password/', '/account/profile/', '/account/register/', '/message/test-drive-success/', '/message/work-order-success/'].sort(),
    )
  })
})
