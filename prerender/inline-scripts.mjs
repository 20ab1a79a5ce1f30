// The prerendered pages' inline scripts, written in TypeScript in src/boot/ (linted and type-checked
// with the app, sharing its constants: src/boot/page-signals.ts), compiled here into the
// self-contained, minified text the prerender inserts (docs/decisions/016).
import { join } from 'node:path'
import { build } from 'vite'

// The project's root, where the build and the tests run (as prerender.mjs assumes too).
const root = process.cwd()

/** Compiles one module of src/boot/ (and what it imports) into the text of a classic inline script. */
export async function compileInlineScript(file) {
  const result = await build({
    configFile: false,
    envFile: false,
    root,
    mode: 'production',
    logLevel: 'error', // errors throw; a warning would fail the unit tests' strict console
    publicDir: false,
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      emptyOutDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      lib: { entry: join(root, 'src/boot', file), formats: ['iife'], name: 'inline', fileName: 'inline' },
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  })
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)
  if (chunks.length !== 1 || chunks[0].type !== 'chunk') throw new Error(`${file} must compile into one script, not ${chunks.map((chunk) => chunk.fileName).join(', ')}`)
  const text = chunks[0].code.trim().replace(/;$/, '')
  // Inline in HTML: it must not end its own <script> element.
  if (/<\/script|<!--/i.test(text)) throw new Error(`${file} compiles into text that cannot be inline in HTML`)
  return text
}

/** The two inline scripts every page starts with. */
export async function buildInlineScripts() {
  return { bootLoader: await compileInlineScript('boot-loader.ts'), localeRedirect: await compileInlineScript('locale-redirect.ts') }
}
