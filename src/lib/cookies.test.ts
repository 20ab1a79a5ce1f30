import { afterEach, describe, expect, it } from 'vitest'
import Cookies from 'js-cookie'
import { readCookie } from './cookies'

describe('readCookie', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  })

  it('finds a cookie among others', () => {
    expect(readCookie('locale', 'a=1; locale=zh-CN; b=2')).toBe('zh-CN')
    expect(readCookie('missing', 'a=1; locale=zh-CN')).toBeUndefined()
    expect(readCookie('locale', '')).toBeUndefined()
  })

  it('keeps "=" inside the value and strips surrounding quotes', () => {
    expect(readCookie('token', 'token=a=b=c')).toBe('a=b=c')
    expect(readCookie('quoted', 'quoted="hello"')).toBe('hello')
  })

  it('decodes what js-cookie encodes, and leaves malformed escapes alone', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A')
    Cookies.set('name with space', 'zh-CN; ü')
    expect(readCookie('name with space')).toBe(Cookies.get('name with space'))
  })

  it('reads document.cookie by default', () => {
    Cookies.set('locale', 'zh-CN')
    expect(readCookie('locale')).toBe('zh-CN')
  })
})
