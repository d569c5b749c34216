import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

type Chunk = Rollup.OutputChunk

/** Marks the tags this plugin writes: the prerendered public pages leave them out. */
export const signedInMark = 'data-signed-in-code'

/** The chunks the entry loads as it starts (its static imports, however deep), the entry included. */
function startingChunks(chunks: readonly Chunk[], entry: Chunk): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit)
  }
  visit(entry.fileName)
  return seen
}

/**
 * The code and styles that only signed-in pages use: every chunk the app loads on demand (the
 * signed-in pages, the settings' rules), never the demo backend's.
 */
export function signedInFiles(bundle: Rollup.OutputBundle, base: string) {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) return { js: [], css: [] }
  const starting = startingChunks(chunks, entry)
  const later = chunks.filter(
    (chunk) =>
      !starting.has(chunk.fileName) && !chunk.moduleIds.some((id) => id.includes('/src/mocks/')),
  )
  const css = new Set(later.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))
  const startingCss = new Set(
    chunks
      .filter((chunk) => starting.has(chunk.fileName))
      .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  )
  return {
    js: later.map((chunk) => base + chunk.fileName),
    css: [...css].filter((file) => !startingCss.has(file)).map((file) => base + file),
  }
}

/**
 * index.html names every script and style a signed-in page needs, beside the app's own, so a
 * report link, a reload or a new tab asks for all of it while the HTML is parsed, instead of
 * finding each chunk only when the one before it runs (README, Performance). The styles are
 * preloaded, not applied: each applies when its page's code asks for it, from the cache.
 * /login and /forgot-password leave these tags out (scripts/prerender.ts): sign-in fetches the
 * signed-in code once the form works.
 */
export function preloadSignedIn(): Plugin {
  let base = '/'
  return {
    name: 'portal-preload-signed-in',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return []
        const { js, css } = signedInFiles(bundle, base)
        const mark = { [signedInMark]: true }
        return [
          ...css.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href, ...mark },
            injectTo: 'head' as const,
          })),
          ...js.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href, ...mark },
            injectTo: 'head' as const,
          })),
        ]
      },
    },
  }
}
