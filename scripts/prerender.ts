import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import { signedInMark } from './preloadCode.ts'

type OutputBundle = Rollup.OutputBundle

/** What src/app/prerender.tsx exports, once built for Node. */
interface PrerenderModule {
  readonly prerenderedPages: readonly Page[]
  renderPage(path: string): Promise<string>
}

interface Page {
  readonly path: string
  readonly file: string
  readonly title: string
  /** The route's own module when it loads on demand: its CSS goes in the page's head. */
  readonly module?: string
}

const entry = 'src/app/prerender.tsx'

/** The files (CSS, JS) of the chunk built from `module` and of the chunks it imports. */
function filesOf(bundle: OutputBundle, module: string) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module))
  if (!start) throw new Error(`no chunk was built from ${module}`)
  const css = new Set<string>()
  const js = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks.find((candidate) => candidate.fileName === fileName)
    if (!chunk || js.has(fileName)) return
    js.add(fileName)
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet)
    chunk.imports.forEach(visit)
  }
  visit(start.fileName)
  return { css: [...css], js: [...js] }
}

/**
 * `<link>`s for what the page's own module needs, unless index.html has them already: its CSS, so
 * the page paints styled, and its code, asked for beside the app's while the HTML is parsed, so
 * the page hydrates without a round trip more.
 */
function headLinks(template: string, files: { css: string[]; js: string[] }, base: string) {
  const missing = (file: string) => !template.includes(`"${base}${file}"`)
  const css = files.css
    .filter(missing)
    .map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">\n`)
  const js = files.js
    .filter(missing)
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
  return [...new Set([...css, ...js])].join('')
}

/** index.html's tags for the signed-in pages' code (scripts/preloadCode.ts), removed. */
export function withoutSignedInCode(template: string) {
  return template.replace(new RegExp(`[ \\t]*<link [^>]*\\b${signedInMark}\\b[^>]*>\\n?`, 'g'), '')
}

/** index.html with `markup` in #root (marked with the path it was rendered for) and `title`. */
export function fillTemplate(template: string, page: Page, markup: string, links = '') {
  const root = '<div id="root"></div>'
  const title = /<title>[^<]*<\/title>/
  if (!template.includes(root) || !title.test(template)) {
    throw new Error('index.html has no empty <div id="root"></div> or no <title> to prerender into')
  }
  if (/<script(?![^>]*\bsrc=)/.test(markup)) {
    // The CSP allows no inline script (script-src 'self').
    throw new Error(`the prerendered ${page.path} holds an inline script`)
  }
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  // index.html's own script and preloads stay in the head: the app's code is asked for while the
  // HTML is parsed, and hydrates the page as soon as it is here.
  return template
    .replace('</head>', `${links}  </head>`)
    .replace(title, `<title>${escape(page.title)}</title>`)
    .replace(root, `<div id="root" data-prerendered="${escape(page.path)}">${markup}</div>`)
}

/**
 * Writes the public pages (/login, /forgot-password) as HTML at the end of every `vite build`:
 * an SSR build of src/app/prerender.tsx, whose React markup goes into the built index.html (same
 * CSS, scripts and preloads). nginx serves them for those paths; main.tsx hydrates them.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig
  let bundle: OutputBundle | null = null
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(_options, written) {
      // Only the app's own build (not Storybook's, say) has index.html to prerender into.
      if ('index.html' in written) bundle = written
    },
    async closeBundle() {
      // The SSR build below runs this same configuration: it must not prerender again.
      if (config.build.ssr || !bundle) return
      const built = bundle
      const outDir = path.resolve(config.root, config.build.outDir)
      // Inside the project, so the built module finds react and react-router in node_modules.
      const cache = path.join(config.root, 'node_modules/.cache')
      mkdirSync(cache, { recursive: true })
      const serverDir = mkdtempSync(path.join(cache, 'portal-prerender-'))
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, minify: false },
        })
        const server = pathToFileURL(path.join(serverDir, 'prerender.js')).href
        const { prerenderedPages, renderPage } = (await import(server)) as PrerenderModule
        // Sign-in's pages name the sign-in code only: the rest comes once the form works.
        const template = withoutSignedInCode(readFileSync(path.join(outDir, 'index.html'), 'utf8'))
        for (const page of prerenderedPages) {
          const links = page.module
            ? headLinks(template, filesOf(built, page.module), config.base)
            : ''
          const html = fillTemplate(template, page, await renderPage(page.path), links)
          writeFileSync(path.join(outDir, page.file), html)
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true })
      }
    },
  }
}
