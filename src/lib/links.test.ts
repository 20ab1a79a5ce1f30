import { describe, expect, it, vi } from 'vitest'
import { isExternalUrl, safeInternalPath } from './links'

describe('isExternalUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/x', true],
    ['//cdn.example.com/a.js', true],
    ['/about/', false],
    ['about/', false],
    ['#top', false],
  ])('%s → %s', (href, expected) => expect(isExternalUrl(href)).toBe(expected))
})

describe('safeInternalPath', () => {
  it('keeps internal paths', () => {
    expect(safeInternalPath('/test-drive/?modelId=tiggo-9')).toBe('/test-drive/?modelId=tiggo-9')
  })

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)', 'relative/path'])('refuses %s and logs an error', (target) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(safeInternalPath(target)).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Refused'))
  })
})
