/** Compiles one module of src/boot/ (e.g. 'boot-loader.ts') into the minified text of a classic inline script. */
export function compileInlineScript(file: string): Promise<string>
export function buildInlineScripts(): Promise<{ bootLoader: string; localeRedirect: string }>
