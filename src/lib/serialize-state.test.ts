import { describe, expect, it } from 'vitest'
import { serializeForScript } from './serialize-state'

describe('serializeForScript', () => {
  const hostile = {
    title: '</script><script>window.__pwned = true</script>',
    comment: '<!-- open comment',
    lineSeparator: 'a\u2028b\u2029c',
    ampersand: 'Fish & Chips',
  }

  it('never emits a sequence that could close the script element or open a comment', () => {
    const output = serializeForScript(hostile)
    expect(output).not.toMatch(/<\/script/i)
    expect(output).not.toContain('<!--')
    expect(output).not.toContain('\u2028')
    expect(output).not.toContain('\u2029')
    expect(output).not.toContain('<')
  })

  it('round-trips to the same value', () => {
    expect(JSON.parse(serializeForScript(hostile))).toEqual(hostile)
  })

  it('serialises undefined as null', () => {
    expect(serializeForScript(undefined)).toBe('null')
  })
})
