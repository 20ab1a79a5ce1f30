import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS, listPrerenderRoutes } from './routes'

describe('prerendered routes', () => {
  const routes = listPrerenderRoutes({ newsIds: ['1', '5'] })

  it('writes a page per news id, listed in the sitemap', () => {
    expect(routes).toEqual(expect.arrayContaining([{ path: '/news/detail/1/', indexable: true }, { path: '/news/detail/5/', indexable: true }]))
  })

  it('writes the account shells but keeps them out of the sitemap (robots.txt disallows them)', () => {
    for (const path of ACCOUNT_PATHS) expect(routes).toContainEqual({ path, indexable: false })
  })
})
