import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress'

/**
 * Text like a built script: words that repeat, as minified code's names do. About 1.2 kB: over
 * nginx's 256 bytes, and enough for Zopfli to beat gzip's best; Zopfli's time grows faster than
 * the text (3.7 kB took 0.25 s of CPU a file, 1.2 kB takes 0.05 s).
 */
const code = Array.from(
  { length: 20 },
  (_, i) =>
    `function f${i}(a,b){return a+b*${i % 7}}export const v${i}=f${i % 13}(${i},"${'x'.repeat(i % 9)}");`,
).join('')

// The limit only ends a hang: a test compresses at most four small files, under 0.5 s of CPU
// with Zopfli's WebAssembly compiled on its first use (a few seconds on an overloaded machine).
describe('the build’s gzip and Brotli files (precompressDirectory)', { timeout: 60_000 }, () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    mkdirSync(path.join(dir, 'assets'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const write = (file: string, text: string | Buffer) => writeFileSync(path.join(dir, file), text)
  /** The compressed copies written beside `file`. */
  const copies = (file: string) =>
    ['.gz', '.br'].filter((ext) => existsSync(path.join(dir, `${file}${ext}`)))

  it('writes a .gz and a .br beside each script, stylesheet, page and icon nginx would compress', async () => {
    write('assets/index-A.js', code)
    write('assets/index-B.css', code.replace(/function/g, '.rule'))
    write('login.html', `<!doctype html><main>${code}</main>`)
    write('assets/favicon-C.svg', `<svg>${code}</svg>`)
    await precompressDirectory(dir)
    for (const file of [
      'assets/index-A.js',
      'assets/index-B.css',
      'login.html',
      'assets/favicon-C.svg',
    ]) {
      expect(copies(file), file).toEqual(['.gz', '.br'])
    }
  })

  it('writes what any gzip or Brotli reader inflates to the file, the gzip smaller than gzip’s best level', async () => {
    write('assets/index-A.js', code)
    await precompressDirectory(dir)
    const gz = readFileSync(path.join(dir, 'assets/index-A.js.gz'))
    expect(gunzipSync(gz).toString()).toBe(code)
    expect(gz.length).toBeLessThan(gzipSync(code, { level: 9 }).length)
    const br = readFileSync(path.join(dir, 'assets/index-A.js.br'))
    expect(brotliDecompressSync(br).toString()).toBe(code)
    expect(br.length).toBeLessThan(gz.length)
  })

  it('takes away a .gz or .br left by an earlier build beside a file it no longer compresses', async () => {
    write('config.json', '{}')
    write('config.json.gz', 'an old build’s')
    write('assets/gone-F.js.br', 'an old build’s')
    write('assets/index-A.js', code)
    await precompressDirectory(dir)
    expect(copies('config.json')).toEqual([])
    expect(copies('assets/gone-F.js')).toEqual([])
    expect(copies('assets/index-A.js')).toEqual(['.gz', '.br'])
  })

  it('leaves config.json (written at deploy time), fonts, and files under 256 bytes to nginx', async () => {
    write('config.json', JSON.stringify({ apiBaseUrl: 'https://api.example.com', pad: code }))
    write('assets/inter-D.woff2', Buffer.from(code))
    write('assets/small-E.js', 'export const a=1;')
    expect(await precompressDirectory(dir)).toEqual([])
    for (const file of ['config.json', 'assets/inter-D.woff2', 'assets/small-E.js']) {
      expect(copies(file), file).toEqual([])
    }
  })
})
