import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

/** A module whose id matches `include` and not `exclude`. */
const modules = (include: RegExp, exclude?: RegExp) => (id: string) => include.test(id) && !exclude?.test(id)

/** The modules of the site's entry, src/main.tsx, and what they import: Rolldown's `$initial` modules. */
function initialModules() {
  const ids = new Set<string>()
  const plugin: Plugin = {
    name: 'initial-modules',
    apply: 'build',
    buildEnd() {
      ids.clear()
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (ids.has(id)) continue
        ids.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, has: (id: string) => ids.has(id) }
}

/**
 * The browser's chunks after the libraries' (decision 040). Left to itself, Rolldown makes a chunk
 * of every set of modules the same routes and islands share: a model page loaded 27 scripts, 19 of
 * them under 1 KB, each paying a request and its headers. Instead, in this order (a module joins
 * the first group that takes it, with what it imports that no group before took):
 * - the entry, `main`: the app modules a page needs to hydrate, and the components every page's
 *   route uses (the head's, the links', the site's configuration); every page's islands (footer,
 *   consent) in one chunk;
 * - code some templates share, by what it is for (a few small modules, pictures, forms, queries,
 *   dates, the news);
 * - the strings every page loads, one chunk per language;
 * - per page template, one chunk for its page (the route's component and what it imports) and one
 *   for the islands only it renders: an island's code can still arrive after its page's (the
 *   early-tap, early-key and late-island tests hold it back).
 * What loads on intent (a form's validation and submission keys, the 360° viewer's frames, the carousel's engine on a
 * model page, a model's content in the other language, the account) keeps a chunk of its own.
 */
export function clientChunks() {
  const initial = initialModules()
  const everyPage = /src\/(components\/(Seo|AppLink|KeepTogether)\.tsx|lib\/(links|keep-together|og-image|late-hash-scroll)\.ts|config\/site\.ts)$/
  const groups = [
    { name: 'main', test: (id: string) => /\/src\//.test(id) && (initial.has(id) || everyPage.test(id)) },
    { name: 'layout', test: /src\/features\/(layout\/(Footer|LiteModeSwitch)|consent\/ConsentBanner)\.tsx$/ },
    {
      name: 'shared',
      test: /src\/(components\/(OpeningHours|PageHero)\.tsx|lib\/(use-content-locale|showroom-clock|attempt-storage|api\/api-error)\.ts|config\/opening-hours\.ts)$|date-fns\/(constants|constructFrom|toDate|_lib\/getTimezoneOffsetInMilliseconds|_lib\/normalizeDates|startOfDay|differenceInCalendarDays|isDate|isValid)\.js$/,
    },
    { name: 'pictures', test: /src\/(components\/Image|lib\/(use-reduced-motion|held-input\/keys)|features\/models\/(spec-values|millimetres|content\/types))\.tsx?$/ },
    {
      name: 'forms',
      test: modules(
        /node_modules\/(react-hook-form\/|@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)\.js)|src\/(components\/form\/|lib\/(phone|phone-number|session-store|use-history-value|booking-slots|use-today|submit-failure|on-demand|api\/on-demand-call)\.ts)/,
        /translate-contract-message|submission-store|lib\/(idempotency|keyed-digest|tab-locks)\.ts/,
      ),
    },
    { name: 'queries', test: /node_modules\/@tanstack\/(query-core|react-query)\// },
    { name: 'dates', test: /node_modules\/date-fns\/|src\/lib\/calendar-date\.ts$/ },
    { name: 'news', test: modules(/src\/features\/news\//, /\/(NewsDetailPage|NewsIndexPage)|\/api\/(get-news-detail|list-news|neighbours)\.ts$/) },
    { name: 'strings-en-US', test: /src\/locales\/en-US\/(common|pages|footer)\.json$/ },
    { name: 'strings-zh-CN', test: /src\/locales\/zh-CN\/(common|pages|footer)\.json$/ },
    // The contact page's own strings and its service form's, one file per language (the service
    // booking's confirmation page, reached from it, uses the second).
    { name: 'strings-en-US-contact', test: /src\/locales\/en-US\/(contact|workOrder)\.json$/ },
    { name: 'strings-zh-CN-contact', test: /src\/locales\/zh-CN\/(contact|workOrder)\.json$/ },
    { name: 'news-index', test: /src\/(routes\/news\/(index|page\/\$page)\.tsx|features\/news\/NewsIndexPage)/ },
    // Each template: its page (the route's component and what it imports), then its islands.
    { name: 'model-page', test: /src\/(routes\/models\/\$id\.tsx|features\/models\/ModelPage\.tsx)/ },
    { name: 'model-islands', test: modules(/src\/features\/models\//, /\/(compare|content|data)\/|\/(ViewerLoading|frame-loader|EmblaBinding)\.tsx?$/) },
    { name: 'home-page', test: /src\/(routes\/index\.tsx|features\/home\/(index\.ts|HomePage\.tsx))/ },
    { name: 'home-islands', test: modules(/src\/features\/home\//, /\/BannerEngine\.tsx$/) },
    { name: 'carousel', test: /node_modules\/embla-carousel|src\/features\/home\/banner\/BannerEngine\.tsx$/ },
    { name: 'test-drive-page', test: /src\/(routes\/test-drive\.tsx|features\/test-drive\/TestDrivePage\.tsx)/ },
    { name: 'test-drive-form', test: modules(/src\/features\/test-drive\//, /\/(validation|calendar|TestDriveSuccessPage)\.tsx?$/) },
    // The service form's island loads when the visitor comes near it (decision 047), not with its page.
    { name: 'contact-page', test: /src\/(routes\/contact\.tsx|features\/(contact\/|work-order\/(book-service-form\.tsx|form-id\.ts)))/ },
    { name: 'service-form', test: modules(/src\/features\/work-order\//, /work-order\/(validation|WorkOrderSuccessPage|book-service-form|form-id)\.tsx?$/) },
    { name: 'survey-page', test: /src\/(routes\/survey\.tsx|features\/survey\/SurveyPage\.tsx)/ },
    { name: 'survey-form', test: modules(/src\/features\/survey\//, /\/validation\.ts$/) },
  ]
  return { groups, plugins: [initial.plugin, groupedModulesInManifest()] }
}

type ManifestEntry = { file: string; src?: string; isDynamicEntry?: boolean }

/**
 * Vite's manifest names a chunk by the module it was made for; a module a group took in has no
 * entry of its own, so nothing could look up an island's, a route's or a language's chunk (the
 * prerender's preloads and stylesheets, e2e/build-manifest.ts). This plugin adds one for each
 * module loaded with `import()` that lives in a chunk made for something else: its chunk's entry,
 * under the module's name, as Vite writes it for a chunk of its own.
 */
function groupedModulesInManifest(): Plugin {
  let root = process.cwd()
  let manifestFile: string | undefined
  return {
    name: 'grouped-modules-in-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root
      const { manifest } = config.build
      manifestFile = manifest === true ? '.vite/manifest.json' : manifest || undefined
    },
    writeBundle(options, bundle) {
      const path = manifestFile && options.dir ? join(options.dir, manifestFile) : undefined
      if (!path || !existsSync(path)) return
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>
      const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]))
      let added = 0
      for (const chunk of Object.values(bundle)) {
        const chunkEntry = chunk.type === 'chunk' ? manifest[keyOfFile.get(chunk.fileName) ?? ''] : undefined
        if (chunk.type !== 'chunk' || !chunkEntry) continue
        for (const id of chunk.moduleIds) {
          if (id.startsWith('\0') || !this.getModuleInfo(id)?.dynamicImporters.length) continue
          const key = relative(root, id).split('\\').join('/')
          if (manifest[key]) continue
          manifest[key] = { ...chunkEntry, src: key, isDynamicEntry: true }
          added += 1
        }
      }
      if (added > 0) writeFileSync(path, JSON.stringify(manifest, null, 2))
    },
  }
}
