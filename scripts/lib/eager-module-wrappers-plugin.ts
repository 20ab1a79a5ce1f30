import type { Plugin } from 'vite'

// Rolldown wraps each CommonJS module (React, React DOM, the scheduler…) in an arrow function that
// runs when the module is first imported: `__commonJSMin(((exports, module) => { … }))`.
const WRAPPER_CALL = /__commonJS(?:Min)?\(\(/g
const ARROW_WRAPPER = /(__commonJS(?:Min)?\()\(\(([\w$, ]*)\) => \{/g

/**
 * `__commonJSMin((function(exports, module) { … }))` for each of a chunk's CommonJS module wrappers.
 * Throws on a wrapper written in another form (a Rolldown upgrade): left as it is, it would cost the
 * page's main thread again, silently.
 */
export function eagerWrappers(code: string, chunkName: string): string | undefined {
  const wrappers = code.match(WRAPPER_CALL)?.length ?? 0
  if (wrappers === 0) return undefined
  let rewritten = 0
  const eager = code.replace(ARROW_WRAPPER, (_, call: string, parameters: string) => {
    rewritten += 1
    return `${call}(function(${parameters}) {`
  })
  if (rewritten !== wrappers) throw new Error(`${chunkName}: ${wrappers - rewritten} of ${wrappers} CommonJS module wrappers are not in the form eagerModuleWrappers rewrites`)
  return eager
}

/**
 * Writes each CommonJS module wrapper as a parenthesized `function` expression, which V8 compiles
 * with the rest of the file while it streams in, on a background thread. A parenthesized arrow
 * function it only pre-parses there, then parses again on the page's main thread when the module
 * is first imported: React DOM's wrapper alone (≈ 200 KB) took 10–13 ms of CPU inside the entry's
 * evaluation, 40–52 ms of that task at Lighthouse's 4× (decision 054). The wrappers hold
 * modules' top-level code, which uses neither `this` nor `arguments` (an arrow would have thrown
 * on `arguments`), so the two forms behave alike.
 */
export function eagerModuleWrappers(): Plugin {
  return {
    name: 'eager-module-wrappers',
    apply: 'build',
    renderChunk(code, chunk) {
      const eager = eagerWrappers(code, chunk.fileName)
      return eager === undefined ? null : { code: eager, map: null }
    },
  }
}
