import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

type Chunk = Rollup.OutputChunk

/** Marks the tags this plugin writes: the prerendered public pages leave them out. */
export const signedInMark = 'data-signed-in-code'

/** `chunk` and its static imports, however deep, added to `seen`. */
function withImports(chunks: readonly Chunk[], chunk: Chunk | undefined, seen = new Set<string>()) {
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    chunks.find((each) => each.fileName === fileName)?.imports.forEach(visit)
  }
  if (chunk) visit(chunk.fileName)
  return seen
}

/** The styles `names` bring, in their order. */
const stylesOf = (chunks: readonly Chunk[], names: ReadonlySet<string>) =>
  new Set(
    chunks
      .filter((chunk) => names.has(chunk.fileName))
      .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  )

/** Never named: the demo backend's code (a demo build only) is not the portal's. */
const isDemo = (chunk: Chunk) => chunk.moduleIds.some((id) => id.includes('/src/mocks/'))

/**
 * The files every page loads as it starts, beyond the entry and what it imports (which Vite names
 * itself): the app the entry loads once it has asked for a signed-in page's data (`appModule`,
 * main.tsx), with its imports and styles. And the code and styles that only signed-in pages use:
 * what the entry itself loads on demand (`entryLater`: the settings' rules, which its calls wait
 * for), and the pages' code and styles.
 */
export function startingFiles(bundle: Rollup.OutputBundle, base: string, appModule: string) {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) return { app: { js: [], css: [] }, entryLater: [], signedIn: { js: [], css: [] } }
  const entryFiles = withImports(chunks, entry)
  const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(appModule))
  if (!app) throw new Error(`no chunk of ${appModule}: main.tsx loads the app from it`)
  const starting = withImports(chunks, app, new Set(entryFiles))
  const appFiles = [...starting].filter((file) => !entryFiles.has(file))
  const entryLater = new Set<string>()
  for (const name of entry.dynamicImports) {
    const chunk = chunks.find((each) => each.fileName === name)
    if (chunk && chunk !== app && !isDemo(chunk)) withImports(chunks, chunk, entryLater)
  }
  const later = chunks
    .filter((chunk) => !starting.has(chunk.fileName) && !isDemo(chunk))
    .map((chunk) => chunk.fileName)
  const entryCss = stylesOf(chunks, entryFiles)
  const startingCss = stylesOf(chunks, starting)
  const laterCss = stylesOf(chunks, new Set(later))
  return {
    app: {
      js: appFiles.map((file) => base + file),
      css: [...startingCss].filter((file) => !entryCss.has(file)).map((file) => base + file),
    },
    entryLater: later.filter((file) => entryLater.has(file)).map((file) => base + file),
    signedIn: {
      js: later.filter((file) => !entryLater.has(file)).map((file) => base + file),
      css: [...laterCss].filter((file) => !startingCss.has(file)).map((file) => base + file),
    },
  }
}

/**
 * index.html names every script and style a page needs, so a report link, a reload or a new tab
 * asks for all of it while the HTML is parsed, instead of finding each chunk only when the one
 * before it runs (README, Performance): the app main.tsx loads (`appModule`), linked for every
 * page (its styles applied, as the prerendered pages' markup needs them at once), and the
 * signed-in pages' code. Their styles are preloaded, not applied: each applies when its page's
 * code asks for it, from the cache. /login and /forgot-password leave the signed-in tags out
 * (scripts/prerender.ts): sign-in fetches that code once the form works.
 */
export function preloadCode({ appModule }: { appModule: string }): Plugin {
  let base = '/'
  return {
    name: 'portal-preload-code',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return []
        const { app, entryLater, signedIn } = startingFiles(bundle, base, appModule)
        const mark = { [signedInMark]: true }
        const link = (attrs: Record<string, string | boolean>) => ({
          tag: 'link',
          attrs: { crossorigin: true, ...attrs },
          injectTo: 'head' as const,
        })
        return [
          // In the order they are needed: a browser asks for them in this order.
          ...app.css.map((href) => link({ rel: 'stylesheet', href })),
          ...entryLater.map((href) => link({ rel: 'modulepreload', href, ...mark })),
          ...app.js.map((href) => link({ rel: 'modulepreload', href })),
          ...signedIn.js.map((href) => link({ rel: 'modulepreload', href, ...mark })),
          ...signedIn.css.map((href) => link({ rel: 'preload', as: 'style', href, ...mark })),
        ]
      },
    },
  }
}
