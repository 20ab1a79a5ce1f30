// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every font size is a step of the type scale in global.css and every weight one of four
// (docs/decisions/059): each size × weight × font a page shows costs its first layout a font the
// browser sets up, and a size between two steps is one more.

const src = join(import.meta.dirname, '..')
const WEIGHTS = new Set(['400', '600', '700', '800'])

const cssFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'))

function declarations(property: string) {
  return cssFiles.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(new RegExp(`(?<![\\w-])${property}:\\s*([^;}]+)`, 'g'))].map(([, value = '']) => ({
      where: file,
      value: value.trim(),
    })),
  )
}

const scale = [...readFileSync(join(src, 'styles/global.css'), 'utf8').matchAll(/--(text-[\w-]+):/g)].map(([, token = '']) => token)

describe('the type scale', () => {
  it('is defined once, in global.css', () => {
    expect(scale).toEqual(expect.arrayContaining(['text-xs', 'text-sm', 'text-base', 'text-title-l', 'text-display']))
    expect(new Set(scale).size).toBe(scale.length)
  })

  it('gives every font size on the site', () => {
    const sizes = declarations('font-size')
    const offScale = sizes.filter(({ value }) => {
      const token = /^var\(--(text-[\w-]+)\)$/.exec(value)?.[1]
      // A unit set against its figure (0.5em) stays a step below the figure, whatever its size.
      return token ? !scale.includes(token) : value !== '0.5em'
    })
    expect(sizes.length).toBeGreaterThan(100)
    expect(offScale).toEqual([])
  })

  it('weighs every font 400, 600, 700 or 800', () => {
    const weights = declarations('font-weight')
    expect(weights.length).toBeGreaterThan(50)
    expect(weights.filter(({ value }) => !WEIGHTS.has(value))).toEqual([])
  })
})
