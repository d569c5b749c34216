import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress'

/** Text like a built script: words that repeat, as minified code's names do. */
const code = Array.from(
  { length: 60 },
  (_, i) =>
    `function f${i}(a,b){return a+b*${i % 7}}export const v${i}=f${i % 13}(${i},"${'x'.repeat(i % 9)}");`,
).join('')

describe('the build’s gzip files (precompressDirectory)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    mkdirSync(path.join(dir, 'assets'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const write = (file: string, text: string | Buffer) => writeFileSync(path.join(dir, file), text)
  const has = (file: string) => existsSync(path.join(dir, `${file}.gz`))

  it('writes a .gz beside each script, stylesheet, page and icon nginx would compress', async () => {
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
      expect(has(file), file).toBe(true)
    }
  })

  it('writes what any gzip reader inflates to the file, smaller than gzip’s best level', async () => {
    write('assets/index-A.js', code)
    await precompressDirectory(dir)
    const gz = readFileSync(path.join(dir, 'assets/index-A.js.gz'))
    expect(gunzipSync(gz).toString()).toBe(code)
    expect(gz.length).toBeLessThan(gzipSync(code, { level: 9 }).length)
  })

  it('leaves config.json (written at deploy time), fonts, and files under 256 bytes to nginx', async () => {
    write('config.json', JSON.stringify({ apiBaseUrl: 'https://api.example.com', pad: code }))
    write('assets/inter-D.woff2', Buffer.from(code))
    write('assets/small-E.js', 'export const a=1;')
    expect(await precompressDirectory(dir)).toEqual([])
    for (const file of ['config.json', 'assets/inter-D.woff2', 'assets/small-E.js']) {
      expect(has(file), file).toBe(false)
    }
  })
})
