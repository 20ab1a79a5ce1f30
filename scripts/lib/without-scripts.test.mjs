// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { stripScripts } from './without-scripts.mjs'

describe('stripScripts', () => {
  it('removes module scripts, inline scripts and modulepreloads, keeping data blocks and styles', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/assets/f.js">' +
      '<script type="module" src="/assets/main.js"></script><script>window.x=1</script>' +
      '<script type="application/json" id="__INITIAL_STATE__">{"a":1}</script>' +
      '<script type="application/ld+json">{"@type":"Car"}</script></head><body><h1>Hi</h1></body>'
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"><script type="application/json" id="__INITIAL_STATE__">{"a":1}</script>' +
        '<script type="application/ld+json">{"@type":"Car"}</script></head><body><h1>Hi</h1></body>',
    )
  })
})
