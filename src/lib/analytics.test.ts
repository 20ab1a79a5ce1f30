import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetAnalyticsForTests, trackPageView } from './analytics'

describe('trackPageView', () => {
  afterEach(() => {
    resetAnalyticsForTests()
    delete window.dataLayer
  })

  it('pushes one page_view per path to the dataLayer', () => {
    trackPageView({ path: '/', title: 'Home' })
    trackPageView({ path: '/', title: 'Home' })
    trackPageView({ path: '/about/', title: 'About' })
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/', page_title: 'Home' },
      { event: 'page_view', page_path: '/about/', page_title: 'About' },
    ])
  })

  it('can report to the console instead, or nowhere', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    trackPageView({ path: '/x/', title: 'X' }, 'console')
    expect(info).toHaveBeenCalledWith('[analytics] page_view', { path: '/x/', title: 'X' })
    trackPageView({ path: '/y/', title: 'Y' }, 'none')
    expect(window.dataLayer).toBeUndefined()
  })
})
