import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * The files nginx compresses on the fly (deploy/nginx.conf.template's `gzip_types`), from the
 * same size up (`gzip_min_length`).
 */
const compressible = /\.(?:js|css|html|svg)$/
const minBytes = 256

/**
 * Written at deploy time (docs/deploying.md): a `.gz` beside it would be served in its place, out
 * of date, so nginx compresses it on the fly.
 */
const writtenAtDeploy = new Set(['config.json'])

/** The built files, under `dir`, that get a `.gz` and a `.br` beside them. */
function filesToCompress(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => compressible.test(file) && !writtenAtDeploy.has(file))
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).size >= minBytes)
}

/** Every `.gz` and `.br` under `dir`, whoever wrote it. */
function compressedCopies(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:gz|br)$/.test(file))
    .map((file) => path.join(dir, file))
}

/**
 * Zopfli's gzip of `data`: any gzip reader inflates it, and it is about 3 % smaller than level 9's
 * (3.5 % than nginx's level 6). Five passes instead of the default 15 give all but 0.05 % of that in
 * two thirds of the time (about 3 s for the whole build, with Brotli about 4 s).
 */
async function zopfliGzip(data: Buffer): Promise<Buffer> {
  return Buffer.from(await gzipAsync(data, { numiterations: 5 }))
}

/**
 * Brotli's best of `data`, which browsers ask for over HTTPS: about 10 % smaller than Zopfli's
 * gzip (/login's script: 68.8 kB against 76.8 kB). nginx sends it with its brotli_static module
 * (docs/deploying.md); without the module the `.br` files are never read.
 */
function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
}

/**
 * Writes `file.gz` and `file.br` beside each file of `dir` that nginx would compress; returns
 * their paths.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const files = filesToCompress(dir)
  // One left from an earlier build into the same folder (of config.json, say) would be sent in
  // place of its file: nginx's static modules never look at the file itself.
  const written = new Set(files.flatMap((file) => [`${file}.gz`, `${file}.br`]))
  for (const stale of compressedCopies(dir).filter((copy) => !written.has(copy))) rmSync(stale)
  for (const file of files) {
    const data = readFileSync(file)
    writeFileSync(`${file}.gz`, await zopfliGzip(data))
    writeFileSync(`${file}.br`, brotli(data))
  }
  return files
}

/**
 * At the end of every `vite build`, after the public pages are prerendered: a `.gz` (Zopfli) and
 * a `.br` (Brotli) of each script, stylesheet, page and icon, compressed once at their best.
 * nginx sends them as they are (`gzip_static`, `brotli_static`), so every client downloads fewer
 * bytes than nginx's own gzip would send, and the server compresses nothing per request
 * (docs/deploying.md).
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig
  let appBuilt = false
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(_options, written) {
      // Only the app's own build (not Storybook's, or the prerender's for Node) is served by nginx.
      appBuilt = 'index.html' in written
    },
    closeBundle: {
      // After the prerender plugin's closeBundle has written login.html and forgot-password.html:
      // Vite's bundler runs closeBundle hooks one after another, `post` ones last.
      order: 'post',
      async handler() {
        if (!appBuilt) return
        await precompressDirectory(path.resolve(config.root, config.build.outDir))
      },
    },
  }
}
