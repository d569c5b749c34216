import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { main } from './write-config.mjs'

/**
 * The command's `main`, in this process: what it would exit with and print on stdout and stderr.
 * `env` holds only the variables a test gives: the machine's own PORTAL_* must not leak in.
 */
function run(argv: string[], env: Record<string, string> = {}) {
  let stdout = ''
  let stderr = ''
  const status = main(argv, env, {
    log: (line) => (stdout += `${line}\n`),
    error: (line) => (stderr += `${line}\n`),
  })
  return { status, stdout, stderr }
}

/**
 * The option a test about another setting adds: the command writes no settings without report
 * hosts unless told to allow any (issue 57, N8).
 */
const anyHost = '--any-report-host'

/** Runs the command with `args`, writing into a fresh directory; `anyHost` unless they list hosts. */
function writeConfig(args: string[], env: Record<string, string> = {}) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'write-config-')), 'config.json')
  const listsHosts = args.some((arg) => /^--report(s|-origins)\b/.test(arg))
  const { status, stderr } = run(['--out', out, ...(listsHosts ? [] : [anyHost]), ...args], env)
  const written = existsSync(out) ? readFileSync(out, 'utf8') : null
  return { status, stderr, written, out }
}

describe('write-config', () => {
  it('writes every setting from its option', () => {
    const { status, written } = writeConfig([
      '--api-base-url',
      'https://api.example.com',
      '--management-dashboard-url=https://manage.example.com/app',
      '--request-timeout-ms',
      '15000',
      '--brand-name',
      'Acme Media',
      '--brand-accent-color',
      '#0055aa',
      '--brand-logo-url',
      '/acme-logo.svg',
    ])
    expect(status).toBe(0)
    expect(JSON.parse(written ?? '')).toEqual({
      apiBaseUrl: 'https://api.example.com/',
      managementDashboardUrl: 'https://manage.example.com/app',
      requestTimeoutMs: 15000,
      brand: { name: 'Acme Media', accentColor: '#0055aa', logoUrl: '/acme-logo.svg' },
    })
  })

  it('takes the same from environment variables; an option wins, an empty variable is unset', () => {
    const { status, written } = writeConfig(['--api-base-url', 'https://flag.example.com'], {
      PORTAL_API_BASE_URL: 'https://env.example.com',
      PORTAL_REQUEST_TIMEOUT_MS: '2000',
      PORTAL_BRAND_NAME: 'Acme Media',
      PORTAL_MANAGEMENT_DASHBOARD_URL: '',
    })
    expect(status).toBe(0)
    expect(JSON.parse(written ?? '')).toEqual({
      apiBaseUrl: 'https://flag.example.com/',
      requestTimeoutMs: 2000,
      brand: { name: 'Acme Media' },
    })
  })

  it('writes an empty file, the build’s defaults, when given nothing', () => {
    expect(writeConfig([]).written).toBe('{}\n')
  })

  it.each(['"; alert(1); "', '</script><script>alert(1)</script>', "'); alert(1); ('"])(
    'writes %j as inert data: the portal reads back exactly that string',
    (name) => {
      const { status, written } = writeConfig(['--brand-name', name])
      expect(status).toBe(0)
      // A JSON string: the quote is escaped, and the file is only ever parsed, never run.
      expect(JSON.parse(written ?? '')).toEqual({ brand: { name } })
      expect(() => new Function(written ?? '')).toThrow(SyntaxError)
    },
  )

  it.each([
    [
      ['--api-base-url', 'https://deploy:s3cret@api.example.com'],
      '--api-base-url (PORTAL_API_BASE_URL) has a username or password',
    ],
    [
      ['--api-base-url', 'https://api.example.com/?key=1'],
      '--api-base-url (PORTAL_API_BASE_URL) has a query or hash',
    ],
    [
      ['--api-base-url', 'https://api.example.com/#x'],
      '--api-base-url (PORTAL_API_BASE_URL) has a query or hash',
    ],
    [
      ['--api-base-url', "https://api.example.com'; alert(1); '"],
      '--api-base-url (PORTAL_API_BASE_URL) is not an http(s) address',
    ],
    [
      ['--management-dashboard-url', 'javascript:alert(1)'],
      '--management-dashboard-url (PORTAL_MANAGEMENT_DASHBOARD_URL) is not an http(s) address',
    ],
    [
      ['--request-timeout-ms', '15s'],
      '--request-timeout-ms (PORTAL_REQUEST_TIMEOUT_MS) is not a number',
    ],
    [
      ['--request-timeout-ms', '500'],
      '--request-timeout-ms (PORTAL_REQUEST_TIMEOUT_MS) is outside 1000 to 120000',
    ],
    [
      ['--request-timeout-ms', '600000'],
      '--request-timeout-ms (PORTAL_REQUEST_TIMEOUT_MS) is outside 1000 to 120000',
    ],
    [
      ['--brand-name', 'x'.repeat(61)],
      '--brand-name (PORTAL_BRAND_NAME) is not 1 to 60 characters',
    ],
    [
      ['--brand-accent-color', 'red'],
      '--brand-accent-color (PORTAL_BRAND_ACCENT_COLOR) is not a #rgb or #rrggbb colour',
    ],
    [
      ['--brand-logo-url', '//cdn.example.com/logo.svg'],
      '--brand-logo-url (PORTAL_BRAND_LOGO_URL) is not a path on the portal',
    ],
  ])('refuses %j, exits 2 and writes nothing', (args, message) => {
    const { status, stderr, written } = writeConfig(args)
    expect(status).toBe(2)
    expect(stderr).toBe(`write-config: ${message}; nothing written.\n`)
    expect(written).toBeNull()
  })

  it('refuses a bad environment variable just the same', () => {
    const { status, stderr } = writeConfig([], { PORTAL_API_BASE_URL: 'ftp://api.example.com' })
    expect(status).toBe(2)
    expect(stderr).toContain('PORTAL_API_BASE_URL')
  })

  it('never prints a refused value: it may carry a password', () => {
    expect(
      writeConfig(['--api-base-url', 'https://deploy:s3cret@api.example.com']).stderr,
    ).not.toContain('s3cret')
  })

  it('leaves an existing file as it was when a value is refused', () => {
    const { out } = writeConfig(['--api-base-url', 'https://api.example.com'])
    const before = readFileSync(out, 'utf8')
    expect(run(['--out', out, '--api-base-url', 'nope']).status).toBe(2)
    expect(readFileSync(out, 'utf8')).toBe(before)
  })

  it.each([
    [['--colour', 'red'], 'unknown option --colour'],
    [['--brand-name'], '--brand-name needs a value'],
  ])('refuses the command line %j', (args, message) => {
    const { status, stderr } = writeConfig(args)
    expect(status).toBe(2)
    expect(stderr).toContain(message)
  })

  it('refuses a plain http: backend or dashboard, and writes one with --allow-http (a loopback test)', () => {
    for (const option of ['--api-base-url', '--management-dashboard-url']) {
      const refused = writeConfig([option, 'http://127.0.0.1:8080'])
      expect(refused.status).toBe(2)
      expect(refused.stderr).toContain(`${option} (`)
      expect(refused.stderr).toContain('is plain http:')
      expect(refused.written).toBeNull()
      const allowed = writeConfig([option, 'http://127.0.0.1:8080', '--allow-http'])
      expect(allowed.status).toBe(0)
      expect(allowed.written).toContain('http://127.0.0.1:8080/')
    }
  })

  it('writes the report hosts from a space-separated list (issue 26, R1)', () => {
    const { status, written } = writeConfig([
      '--report-origins',
      'https://reports.example.com  https://BI.example.com:8443',
      '--portal-origin',
      'https://portal.example.com',
    ])
    expect(status).toBe(0)
    expect(JSON.parse(written ?? '')).toEqual({
      reportOrigins: ['https://reports.example.com', 'https://bi.example.com:8443'],
    })
    const refused = writeConfig(['--report-origins', 'https://reports.example.com/path'])
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('--report-origins (PORTAL_REPORT_ORIGINS) holds something')
  })

  it('takes the nginx renderer’s --reports value as it is (issue 43, N8)', () => {
    const reports = 'https://reports.example.com https://bi.example.com'
    const { status, written } = writeConfig([
      '--reports',
      reports,
      '--portal-origin',
      'https://portal.example.com',
    ])
    expect(status).toBe(0)
    expect(JSON.parse(written ?? '')).toEqual({ reportOrigins: reports.split(' ') })
    const both = writeConfig(['--reports', reports, '--report-origins', reports])
    expect(both.status).toBe(2)
    expect(both.stderr).toContain('--reports and --report-origins are one option, given twice')
  })

  it.each([
    ['https://portal.example.com', 'https://portal.example.com'],
    ['https://PORTAL.example.com/', 'https://reports.example.com https://portal.example.com'],
    // http: on 80 moves to https: on 443, and CSP's http: source matches that too.
    ['https://portal.example.com', 'http://portal.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])(
    "refuses the portal's own origin %s among the report hosts %j (issue 43, N9)",
    (own, reports) => {
      const { status, stderr, written } = writeConfig([
        ...['--reports', reports, '--portal-origin', own, '--allow-http'],
      ])
      expect(status).toBe(2)
      expect(stderr).toBe(
        "write-config: --report-origins (PORTAL_REPORT_ORIGINS) holds the portal's own origin (--portal-origin): a page of it in the report frame would run as the portal, with the client's session; nothing written.\n",
      )
      expect(written).toBeNull()
    },
  )

  it('needs the portal’s own origin with report hosts, to keep it out of them (issue 43, N9)', () => {
    const missing = writeConfig(['--reports', 'https://reports.example.com'])
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('needs --portal-origin (PORTAL_ORIGIN)')
    for (const own of ['https://portal.example.com/app', 'portal.example.com', 'ftp://portal']) {
      const bad = writeConfig(['--reports', 'https://reports.example.com', '--portal-origin', own])
      expect(bad.stderr).toContain('--portal-origin (PORTAL_ORIGIN) is not an origin')
    }
    // From its variable, as the others; another port of the same host is another origin.
    const fromEnv = writeConfig(['--reports', 'http://127.0.0.1:9000', '--allow-http'], {
      PORTAL_ORIGIN: 'http://127.0.0.1:8080',
    })
    expect(fromEnv.status).toBe(0)
  })

  it('removes a compressed copy of an earlier file beside it, which a server could send instead (issue 43, N1)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-config-copies-'))
    const out = path.join(dir, 'config.json')
    writeFileSync(`${out}.gz`, gzipSync('{"apiBaseUrl":"https://evil.test/"}'))
    writeFileSync(`${out}.br`, 'planted')
    const written = run(['--out', out, '--api-base-url', 'https://api.example.com', anyHost])
    expect(written.status).toBe(0)
    expect(written.stdout).toContain(`removed ${out}.gz`)
    expect(readdirSync(dir).sort()).toEqual(['config.json', 'manifest.webmanifest'])
    // Refused values leave everything as it was, copies included: nothing is written.
    writeFileSync(`${out}.gz`, 'planted')
    expect(run(['--out', out, '--api-base-url', 'nope']).status).toBe(2)
    expect(readdirSync(dir).sort()).toEqual([
      'config.json',
      'config.json.gz',
      'manifest.webmanifest',
    ])
  })

  it('refuses settings without report hosts unless --any-report-host, saying why (issue 57, N8)', () => {
    // Any static host would serve such a file unchecked, and the portal would offer a report on
    // any https: host: the renderer refuses it, and now so does the command that writes it.
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'write-config-unlisted-')), 'config.json')
    const settings = ['--out', out, '--api-base-url', 'https://api.example.com']
    const refused = run(settings)
    expect(refused.status).toBe(2)
    expect(refused.stderr).toBe(
      'write-config: no --reports (PORTAL_REPORT_ORIGINS): the portal would frame or open a report on any https: host; name the report hosts, or give --any-report-host to allow any; nothing written.\n',
    )
    expect(existsSync(out)).toBe(false)
    expect(run([...settings, '--any-report-host']).status).toBe(0)
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({
      apiBaseUrl: 'https://api.example.com/',
    })
    // Both at once says two things: the command asks which.
    const both = run([...settings, '--any-report-host', '--reports', 'https://reports.example.com'])
    expect(both.status).toBe(2)
    expect(both.stderr).toContain('--any-report-host allows any report host, but --reports names')
  })

  it('needs --out', () => {
    const refused = run([])
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('--out <file> is required')
  })

  it('leaves the prerendered public pages where they are, brand or not (docs/deploying.md)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-config-dist-'))
    for (const page of ['index.html', 'login.html', 'forgot-password.html']) {
      writeFileSync(path.join(dir, page), `<title>${page}</title>`)
    }
    const out = path.join(dir, 'config.json')
    expect(run(['--out', out, '--brand-name', 'Acme Media', anyHost]).status).toBe(0)
    expect(readdirSync(dir).sort()).toEqual([
      'config.json',
      'forgot-password.html',
      'index.html',
      'login.html',
      'manifest.webmanifest',
    ])
  })

  it("writes the web app manifest beside config.json, from its brand, or with the portal's own (issue 41)", () => {
    const manifestOf = (out: string) =>
      JSON.parse(readFileSync(path.join(path.dirname(out), 'manifest.webmanifest'), 'utf8'))
    const branded = writeConfig([
      ...['--brand-name', 'Acme Media', '--brand-accent-color', '#0055aa'],
      ...['--brand-logo-url', '/acme-logo.svg'],
    ])
    expect(branded.status).toBe(0)
    expect(manifestOf(branded.out)).toMatchObject({
      name: 'Acme Media',
      short_name: 'Acme Media',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#0055aa',
    })
    // The logo is an icon of any size, after the portal's sized PNGs (issue 53).
    expect(manifestOf(branded.out).icons.slice(-2)).toEqual([
      { src: '/acme-logo.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/portal-icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ])
    const plain = writeConfig([])
    expect(manifestOf(plain.out)).toMatchObject({
      name: 'Client Portal',
      theme_color: '#3341c4',
      icons: [
        { src: '/portal-icon-192.png' },
        { src: '/portal-icon-512.png' },
        { src: '/portal-icon-maskable.png' },
        { src: '/portal-icon.svg' },
      ],
    })
    // The service worker, on or off (docs/deploying.md, On the client's device); nothing else.
    expect(JSON.parse(writeConfig(['--service-worker', 'off']).written ?? '')).toEqual({
      serviceWorker: false,
    })
    expect(writeConfig([], { PORTAL_SERVICE_WORKER: 'on' }).written).toContain(
      '"serviceWorker": true',
    )
    expect(writeConfig(['--service-worker', 'no']).status).toBe(2)
    // A refused brand writes no manifest either.
    const refused = writeConfig(['--brand-name', ''.padEnd(61, 'x')])
    expect(refused.status).toBe(2)
    expect(existsSync(path.join(path.dirname(refused.out), 'manifest.webmanifest'))).toBe(false)
  })
})

describe('the agency’s icons (issue 53)', () => {
  /** A folder as the operator leaves it: `files` (name to PNG size, or text) beside config.json. */
  function distWith(files: Record<string, number | string>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-config-icons-'))
    for (const [name, content] of Object.entries(files)) {
      const png = typeof content === 'number' && new PNG({ width: content, height: content })
      writeFileSync(path.join(dir, name), png ? PNG.sync.write(png) : String(content))
    }
    return path.join(dir, 'config.json')
  }
  const manifestIcons = (out: string) =>
    JSON.parse(readFileSync(path.join(path.dirname(out), 'manifest.webmanifest'), 'utf8')).icons

  it('writes each icon whose file is a PNG of its size, and lists it in the manifest', () => {
    const out = distWith({ 'acme-192.png': 192, 'acme-512.png': 512, 'acme-touch.png': 180 })
    const { status, stdout, stderr } = run(
      [
        ...['--out', out, '--brand-icon-192', '/acme-192.png'],
        ...[
          '--brand-icon-maskable',
          '/acme-512.png',
          '--brand-apple-touch-icon',
          '/acme-touch.png',
        ],
        anyHost,
      ],
      { PORTAL_BRAND_ICON_512: '/acme-512.png' },
    )
    expect(status, stderr).toBe(0)
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({
      brand: {
        icon192: '/acme-192.png',
        icon512: '/acme-512.png',
        iconMaskable: '/acme-512.png',
        appleTouchIcon: '/acme-touch.png',
      },
    })
    expect(manifestIcons(out)).toEqual([
      { src: '/acme-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/acme-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/acme-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
    expect(stdout).not.toContain('stand in')
  })

  it('uses the portal’s own for the icons not given, and says which', () => {
    const out = distWith({ 'acme-192.png': 192 })
    const { status, stdout } = run(['--out', out, '--brand-icon-192', '/acme-192.png', anyHost])
    expect(status).toBe(0)
    expect(manifestIcons(out).map(({ src }: { src: string }) => src)).toEqual([
      '/acme-192.png',
      '/portal-icon-512.png',
      '/portal-icon-maskable.png',
    ])
    expect(stdout).toContain(
      "write-config: the portal's own icons stand in for --brand-icon-512, --brand-icon-maskable, --brand-apple-touch-icon.\n",
    )
  })

  it('writes an icon whose file is not there yet, and says to put it there', () => {
    const out = distWith({})
    const { status, stdout } = run([
      ...['--out', out, '--brand-icon-512', '/brand/acme-512.png', anyHost],
    ])
    expect(status).toBe(0)
    expect(stdout).toContain(
      `write-config: --brand-icon-512 (PORTAL_BRAND_ICON_512, a 512×512 PNG) names a file not in ${path.dirname(out)} yet: put it there.\n`,
    )
  })

  it('says when the logo is not beside config.json yet: nginx would answer it with index.html (issue 57)', () => {
    const missing = distWith({})
    const said = run(['--out', missing, '--brand-logo-url', '/acme-logo.svg', anyHost])
    expect(said.status).toBe(0)
    expect(said.stdout).toContain(
      `write-config: --brand-logo-url (PORTAL_BRAND_LOGO_URL) names a file not in ${path.dirname(missing)} yet: put it there.\n`,
    )
    const there = distWith({ 'acme-logo.svg': '<svg/>' })
    const quiet = run(['--out', there, '--brand-logo-url', '/acme-logo.svg?v=2', anyHost])
    expect(quiet.status).toBe(0)
    expect(quiet.stdout).not.toContain('--brand-logo-url')
  })

  it.each([
    [
      '--brand-icon-192',
      { 'icon.png': 180 },
      '--brand-icon-192 (PORTAL_BRAND_ICON_192, a 192×192 PNG) names a PNG of 180×180',
    ],
    [
      '--brand-icon-512',
      { 'icon.png': 192 },
      '--brand-icon-512 (PORTAL_BRAND_ICON_512, a 512×512 PNG) names a PNG of 192×192',
    ],
    [
      '--brand-icon-maskable',
      { 'icon.png': '<svg>maskable</svg>' },
      '--brand-icon-maskable (PORTAL_BRAND_ICON_MASKABLE, a 512×512 maskable PNG, its mark in the central 80 % circle) names a file that is not a PNG',
    ],
    [
      '--brand-apple-touch-icon',
      { 'icon.png': 'GIF89a secret-looking content' },
      '--brand-apple-touch-icon (PORTAL_BRAND_APPLE_TOUCH_ICON, a 180×180 PNG, opaque) names a file that is not a PNG',
    ],
  ])(
    'refuses %s naming a file of another size or kind, saying what it needs',
    (option, files, message) => {
      const out = distWith(files)
      const { status, stderr } = run(['--out', out, option, '/icon.png', anyHost])
      expect(status).toBe(2)
      expect(stderr).toBe(`write-config: ${message}; nothing written.\n`)
      // Never the file's content.
      expect(stderr).not.toContain('secret-looking')
      expect(existsSync(out)).toBe(false)
      expect(existsSync(path.join(path.dirname(out), 'manifest.webmanifest'))).toBe(false)
    },
  )

  it.each(['https://cdn.example.com/icon.png', '//cdn.example.com/icon.png', 'icon.png'])(
    'refuses an icon at %j: not a path on the portal (the CSP allows its own images alone)',
    (url) => {
      const { status, stderr } = writeConfig(['--brand-icon-192', url])
      expect(status).toBe(2)
      expect(stderr).toBe(
        'write-config: --brand-icon-192 (PORTAL_BRAND_ICON_192, a 192×192 PNG) is not a path on the portal; nothing written.\n',
      )
    },
  )

  it('never reads a file outside the folder, whatever the path', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'write-config-outside-'))
    const out = path.join(outside, 'dist', 'config.json')
    mkdirSync(path.dirname(out))
    // Beside the folder, a file that is no PNG: a path that climbed to it would be refused.
    writeFileSync(path.join(outside, 'outside.png'), 'not a PNG')
    const { status, stdout } = run(['--out', out, '--brand-icon-192', '/..%2foutside.png', anyHost])
    expect(status).toBe(0)
    expect(stdout).toContain('names a file not in')
  })

  it('lists every option with the size of each icon under --help, and writes nothing', () => {
    const { status, stdout } = run(['--help'])
    expect(status).toBe(0)
    for (const needs of [
      '--brand-icon-192 (PORTAL_BRAND_ICON_192, a 192×192 PNG)',
      '--brand-icon-512 (PORTAL_BRAND_ICON_512, a 512×512 PNG)',
      '--brand-icon-maskable (PORTAL_BRAND_ICON_MASKABLE, a 512×512 maskable PNG, its mark in the central 80 % circle)',
      '--brand-apple-touch-icon (PORTAL_BRAND_APPLE_TOUCH_ICON, a 180×180 PNG, opaque)',
      '--api-base-url (PORTAL_API_BASE_URL)',
      '--reports (the same as --report-origins)',
      '--any-report-host (no report hosts: the portal offers a report on any https: host)',
      '--help (this list; nothing written)',
    ]) {
      expect(stdout).toContain(`  ${needs}\n`)
    }
  })
})

/**
 * How long one start of the real command may take before it is stopped and its test fails: far
 * above the 50 ms it takes alone. It is a start of Node, which on a 2-core machine busy with
 * browsers took seconds (5 s for a test's two runs, once); the limit is there for a run that hangs.
 */
const runLimit = 30_000

// The one test that starts the real command, as a deploy pipeline does (docs/deploying.md,
// e2e/deploy.ts): what `main` alone cannot prove is that `node scripts/write-config.mjs` runs it
// with the command line and the environment, and exits with its status. Through a symbolic link,
// as a pipeline's checkout may reach it. Two starts of Node: a limit for the test that says so.
describe('the command line', () => {
  it(
    'writes config.json and exits 0, and exits 2 on a bad value, leaving the file as it was',
    { timeout: 2 * runLimit + 10_000 },
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'write-config-command-'))
      const command = path.join(dir, 'write-config.mjs')
      symlinkSync(path.resolve('scripts/write-config.mjs'), command)
      const out = path.join(dir, 'config.json')
      const node = (args: string[]) => {
        const started = spawnSync(process.execPath, [command, '--out', out, ...args], {
          encoding: 'utf8',
          timeout: runLimit,
          env: { PATH: process.env.PATH ?? '', PORTAL_BRAND_NAME: 'Acme Media' },
        })
        if (started.error) throw new Error(`write-config did not end: ${started.error.message}`)
        return started
      }
      const written = node(['--api-base-url', 'https://api.example.com', anyHost])
      expect(written.status, written.stderr).toBe(0)
      expect(written.stdout).toContain(`write-config: wrote ${out} (apiBaseUrl, brand).`)
      const file = readFileSync(out, 'utf8')
      expect(JSON.parse(file)).toEqual({
        apiBaseUrl: 'https://api.example.com/',
        brand: { name: 'Acme Media' },
      })
      expect(existsSync(path.join(dir, 'manifest.webmanifest'))).toBe(true)
      const refused = node(['--api-base-url', 'nope'])
      expect(refused.status).toBe(2)
      expect(refused.stderr).toBe(
        'write-config: --api-base-url (PORTAL_API_BASE_URL) is not an http(s) address; nothing written.\n',
      )
      expect(readFileSync(out, 'utf8')).toBe(file)
    },
  )
})
