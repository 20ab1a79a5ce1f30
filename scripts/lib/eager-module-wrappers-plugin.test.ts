import { describe, expect, it } from 'vitest'
import { rolldown } from 'rolldown'
import { eagerModuleWrappers, eagerWrappers } from './eager-module-wrappers-plugin.ts'

/** A page importing two CommonJS modules, as React and React DOM are, bundled by Rolldown itself. */
async function bundle(plugins: Parameters<typeof rolldown>[0]['plugins'], minify: boolean) {
  const sources: Record<string, string> = {
    'entry.js': `import counter from 'counter.cjs'; import label from 'label.cjs'; export const result = label.of(counter.next())`,
    'counter.cjs': `var n = 0; exports.next = function () { n += 1; return n }`,
    'label.cjs': `module.exports = { of: function (n) { return 'call ' + n } }`,
  }
  const build = await rolldown({
    input: 'entry.js',
    plugins: [{ name: 'sources', resolveId: (id) => id.replace(/^\.\//, ''), load: (id) => sources[id] }, ...[plugins].flat()],
  })
  const { output } = await build.generate({ format: 'esm', minify })
  return output[0].code
}

describe('eagerModuleWrappers', () => {
  it('writes the CommonJS module wrappers Rolldown emits as parenthesized functions, minified too, and the bundle still works', async () => {
    const plain = await bundle([], true)
    expect(plain).toMatch(/\(\([\w$,]*\)=>\{|\([\w$]+=>\{/) // what V8 only pre-parses
    const eager = await bundle([eagerModuleWrappers()], true)
    expect(eager.match(/\(function\([\w$,]*\)\{/g)).toHaveLength(2)
    expect(eager).not.toMatch(/\(\([\w$,]*\)=>\{|\([\w$]+=>\{/)
    const module = (await import(`data:text/javascript,${encodeURIComponent(eager)}`)) as { result: string }
    expect(module.result).toBe('call 1')
  })

  it('fails the build on a wrapper it does not recognise instead of leaving it to the main thread', () => {
    expect(eagerWrappers('var a = __commonJSMin(((exports, module) => {\n}));', 'page.js')).toBe('var a = __commonJSMin((function(exports, module) {\n}));')
    expect(() => eagerWrappers('var a = __commonJSMin(((exports) => {\n}));\nvar b = __commonJSMin((async (exports) => {\n}));', 'framework.js')).toThrow(
      'framework.js: 1 of 2 CommonJS module wrappers',
    )
    expect(eagerWrappers('export const a = 1', 'page.js')).toBeUndefined()
  })
})
