import { describe, expect, it, vi } from 'vitest'
import { PROFILE_PATH, afterLoginPath } from './redirect'

describe('where a login leads', () => {
  it('goes back to an internal page', () => {
    expect(afterLoginPath('/account/password/')).toBe('/account/password/')
    expect(afterLoginPath('/news/detail/5/')).toBe('/news/detail/5/')
  })

  it('goes to the profile without a redirect', () => {
    expect(afterLoginPath(undefined)).toBe(PROFILE_PATH)
  })

  it.each(['https://evil.example/', '//evil.example/', 'javascript:alert(1)', 'account/profile/'])(
    'refuses %s, logs it and goes to the profile',
    (target) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      expect(afterLoginPath(target)).toBe(PROFILE_PATH)
      expect(error).toHaveBeenCalledWith(expect.stringContaining('Refused an in-app redirect'))
    },
  )
})
