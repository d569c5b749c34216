// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemUid, userName } from './nginx-arguments.mjs'
import {
  InvalidArgument,
  debianBrotliModule,
  main,
  renderNginx,
  type NginxOptions,
} from './render-nginx.mjs'

const work = mkdtempSync(path.join(tmpdir(), 'render-nginx-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * A built portal to serve, its config.json written with `settings`: the renderer refuses a root
 * without index.html and config.json, and one whose config.json names no report hosts.
 */
function builtPortal(
  name: string,
  settings: object = { reportOrigins: ['https://reports.example.com'] },
) {
  const dir = path.join(work, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), 'the app')
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(settings))
  return dir
}
const built = builtPortal('built')
/** A config.json without reportOrigins: rendered only with --any-report-host (issue 43, N8). */
const unlisted = builtPortal('unlisted', {})
const anyHost = { root: unlisted, anyReportHost: true }

const base: NginxOptions = {
  root: built,
  serverName: 'portal.example.com',
  api: 'https://api.example.com',
  reports: ['https://reports.example.com'],
  prefix: path.join(work, 'prefix'),
}
const tls = { tlsCert: path.join(work, 'cert.pem'), tlsKey: path.join(work, 'key.pem') }
// Files to render with; nginx -t (below) needs a real certificate and key there.
writeFileSync(tls.tlsCert, 'certificate')
writeFileSync(tls.tlsKey, 'key')

/** The message renderNginx refuses `options` with, or '' when it renders them. */
function refusal(options: Partial<NginxOptions>): string {
  try {
    renderNginx({ ...base, ...options })
    return ''
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgument)
    return (error as Error).message
  }
}

describe('the nginx renderer refuses bad input, naming the argument', () => {
  it.each<[string, Partial<NginxOptions>]>([
    // Paths and the user: anything nginx would read as syntax.
    ['--root', { root: '/x; autoindex on' }],
    ['--root', { root: '/srv/portal dist' }],
    ['--root', { root: '/srv/{portal}' }],
    ['--root', { root: '/srv/$document_root' }],
    ['--root', { root: "/srv/'portal'" }],
    ['--root', { root: '/srv/portal\\dist' }],
    ['--root', { root: '/srv/portal\n  autoindex on' }],
    ['--prefix', { prefix: '/var/lib/x;y' }],
    ['--mime', { mime: '/etc/nginx/mime.types; include /etc/passwd' }],
    ['--user', { user: 'root; worker_processes 64' }],
    ['--user', { user: 'www data' }],
    ['--tls-cert', { ...tls, tlsCert: '/etc/ssl/portal cert.pem' }],
    ['--tls-key', { ...tls, tlsKey: '/etc/ssl/key.pem;' }],
    // What nginx would be pointed at (issue 26, D2 and D3): the whole file system, root workers,
    // glob characters that take in other files, something that is not the file it should be.
    ['--root', { root: '/' }],
    ['--root', { root: work }],
    ['--user', { user: 'root' }],
    ['--mime', { mime: '/etc/passwd' }],
    ['--mime', { mime: '/etc/nginx/sites-enabled/*' }],
    ['--mime', { mime: '/etc/nginx/mime.type?' }],
    ['--mime', { mime: '/etc/nginx/[m]ime.types' }],
    ['--mime', { mime: work }],
    ['--tls-cert', { ...tls, tlsCert: path.join(work, 'no-such-cert.pem') }],
    ['--tls-key', { ...tls, tlsKey: work }],
    ['--brotli-module', { brotliModule: path.join(work, 'no-such-module.so') }],
    ['--brotli-module', { brotliModule: '/usr/lib/nginx/modules/*.so' }],
    // Origins: scheme://host[:port] and nothing else.
    ['--api', { api: 'https://a;b.example' }],
    ['--api', { api: "https://api.example.com; script-src 'unsafe-inline'" }],
    ['--api', { api: 'https://api.example.com https://evil.example' }],
    ['--api', { api: 'https://api.example.com/v1' }],
    ['--api', { api: 'https://user:secret@api.example.com' }],
    ['--api', { api: 'https://api.example.com?x=1' }],
    ['--api', { api: 'https://api.example.com"' }],
    ['--api', { api: 'https://api.example.com:99999' }],
    ['--api', { api: 'javascript:alert(1)' }],
    ['--api', { api: '' }],
    ['--reports', { reports: ['https://reports.example.com;frame-ancestors *'] }],
    ['--reports', { reports: ['https://reports.example.com" always; add_header X "'] }],
    ['--reports', { reports: ['*'] }],
    ['--reports', { reports: [] }],
    // Listening: a port or address:port.
    ['--listen', { listen: '80; include /etc/passwd' }],
    ['--listen', { listen: '80 default_server' }],
    ['--listen', { listen: '70000' }],
    ['--http-listen', { ...tls, httpListen: '80 ssl' }],
    // The CSP's report endpoint: a URL with nothing that ends a directive or a header.
    ['--csp-report', { cspReport: 'https://csp.example.com/r; script-src *' }],
    ['--csp-report', { cspReport: 'https://csp.example.com/r,https://evil.example' }],
    ['--csp-report', { cspReport: "https://csp.example.com/r'" }],
    ['--csp-report', { cspReport: 'https://csp.example.com/$request_uri' }],
    ['--csp-report', { cspReport: 'https://user:secret@csp.example.com/r' }],
    ['--csp-report', { cspReport: 'https://csp.example.com/r#x' }],
    ['--nginx-version', { ...tls, nginxVersion: 'latest' }],
  ])('%s %j', (flag, options) => {
    expect(refusal(options)).toMatch(new RegExp(`^${flag} `))
  })

  it.each<[string, Partial<NginxOptions>]>([
    ['--api', { api: 'http://api.example.com' }],
    ['--reports', { reports: ['https://reports.example.com', 'http://bi.example.com'] }],
    ['--csp-report', { cspReport: 'http://csp.example.com/report' }],
  ])('refuses plain http: in %s unless --allow-http is given', (flag, options) => {
    expect(refusal({ ...anyHost, ...options })).toMatch(new RegExp(`^${flag} .*--allow-http`))
    expect(refusal({ ...anyHost, ...options, allowHttp: true })).toBe('')
  })

  it.each<[string, Partial<NginxOptions>]>([
    ['--tls-key', { tlsCert: tls.tlsCert }],
    ['--tls-cert', { tlsKey: tls.tlsKey }],
    ['--http-listen', { httpListen: 8080 }],
    ['--http-listen', { ...tls, listen: 8443, httpListen: '8443' }],
    ['--tls-offloaded', { ...tls, tlsOffloaded: true }],
  ])('refuses TLS options that do not fit together: %s %j', (flag, options) => {
    expect(refusal(options)).toMatch(new RegExp(`^${flag} `))
  })

  it("refuses report hosts other than config.json's reportOrigins, and takes the same list (R1)", () => {
    const listed = builtPortal('listed', {
      reportOrigins: ['https://reports.example.com', 'https://bi.example.com'],
    })
    expect(refusal({ root: listed })).toMatch(
      /^--reports "https:\/\/reports.example.com": is not the list/,
    )
    const reports = ['https://BI.example.com', 'https://reports.example.com']
    expect(refusal({ root: listed, reports })).toBe('')
    // --any-report-host is for a config.json without the list, never one that names others.
    expect(refusal({ root: listed, anyReportHost: true })).toMatch(/^--reports .*is not the list/)
  })

  it('refuses a config.json without reportOrigins unless --any-report-host is given (issue 43, N8)', () => {
    // The portal would offer a report on any https: host in a new tab, where no CSP applies.
    expect(refusal({ root: unlisted })).toMatch(
      /^--root ".*": holds a config.json without reportOrigins, .*--any-report-host/,
    )
    expect(refusal(anyHost)).toBe('')
  })

  it('refuses a root holding a compressed copy of config.json, naming it (issue 43, N1)', () => {
    const stale = builtPortal('stale')
    writeFileSync(
      path.join(stale, 'config.json.gz'),
      gzipSync('{"apiBaseUrl":"https://evil.test/"}'),
    )
    expect(refusal({ root: stale })).toMatch(/^--root ".*": holds config\.json\.gz, .*remove it/)
    writeFileSync(path.join(stale, 'config.json.br'), 'brotli')
    expect(refusal({ root: stale })).toMatch(
      /holds config\.json\.gz and config\.json\.br, .*remove them/,
    )
    rmSync(path.join(stale, 'config.json.gz'))
    expect(refusal({ root: stale })).toMatch(/^--root ".*": holds config\.json\.br, /)
  })

  it('keeps nginx’s own files out of the root, and the root out of them (issue 43, N6)', () => {
    // nginx writes its pid and error log into the prefix: inside the root it would serve them.
    expect(refusal({ prefix: path.join(built, 'nginx') })).toMatch(
      /^--prefix ".*": is inside --root/,
    )
    expect(refusal({ prefix: built })).toMatch(/^--prefix ".*": is inside --root/)
    expect(refusal({ prefix: work })).toMatch(/^--root ".*": is inside --prefix/)
    // Through a symbolic link too.
    const link = path.join(work, 'link-to-built')
    symlinkSync(built, link)
    expect(refusal({ prefix: path.join(link, 'nginx') })).toMatch(
      /^--prefix ".*": is inside --root/,
    )
    // The private key, which nginx would serve to anyone who asks for it by name.
    const key = path.join(built, 'portal.key')
    writeFileSync(key, 'key')
    try {
      expect(refusal({ ...tls, tlsKey: key })).toMatch(/^--tls-key ".*": is inside --root/)
    } finally {
      rmSync(key)
    }
    expect(refusal({ prefix: path.join(work, 'built-nginx') })).toBe('')
  })

  it('takes as --mime only a file that is one types block (issue 43, N7)', () => {
    const file = (name: string, text: string) => {
      writeFileSync(path.join(work, name), text)
      return path.join(work, name)
    }
    // A site's server block, or a types block with more after it, would join the portal's http block.
    for (const mime of [
      file('site.conf', 'server {\n  listen 8080;\n  root /;\n  autoindex on;\n}\n'),
      file('more.types', 'types {\n  text/html html;\n}\nserver { listen 8080; root /; }\n'),
      file('include.types', 'types {\n  include /etc/nginx/sites-enabled/default;\n}\n'),
      file('nested.types', 'types {\n  text/html html;\n  server { listen 8080; }\n}\n'),
      file('unended.types', 'types {\n  text/html html\n}\n'),
      file('empty.types', ''),
    ])
      expect(refusal({ mime })).toMatch(/^--mime ".*": is not one `types \{ … \}` block/)
    const own = file(
      'own.types',
      '# comment\ntypes {\n  text/html html htm; # pages\n  image/svg+xml svg;#icons\n}\n',
    )
    // Its pairs, written again by the renderer: nginx never reads the file itself (issue 57).
    const rendered = renderNginx({ ...base, mime: own })
    expect(rendered).toContain('types {\n    text/html html htm;\n    image/svg+xml svg;\n  }')
    expect(rendered).not.toContain(own)
    // Debian's, the default.
    expect(refusal({ mime: '/etc/nginx/mime.types' })).toBe('')
  })

  it('reads a # inside a word as nginx does, not as a comment: the bypass of N7 (issue 57)', () => {
    // nginx starts a comment only at a word's start: this line closed the types block, opened a
    // server that listed the file system, and a types block again for the file's own `}`.
    const bypass = path.join(work, 'bypass.types')
    writeFileSync(
      bypass,
      'types {\n  text/html html;\n  text/plain txt#x; } server { listen 127.0.0.1:8081; location / { root /; autoindex on; } } types { text/x-y\n  xy;\n}\n',
    )
    expect(refusal({ mime: bypass })).toMatch(/^--mime ".*": .*"txt#x"/)
    // Quotes and escapes, which nginx reads as one word, are no part of a type or an extension.
    for (const [name, line] of [
      ['quoted.types', 'text/plain "txt; } server { listen 8081; }";'],
      ['escaped.types', 'text/plain txt\\;\\}server;'],
    ]) {
      writeFileSync(path.join(work, name), `types {\n  ${line}\n}\n`)
      expect(refusal({ mime: path.join(work, name) }), name).toMatch(/^--mime /)
    }
  })

  it("refuses the portal's own origin as a report host, by any scheme (issue 43, N9)", () => {
    const own = (reports: string[], options: Partial<NginxOptions> = {}) =>
      refusal({ ...anyHost, allowHttp: true, ...options, reports })
    expect(own(['https://portal.example.com'])).toMatch(
      /^--reports "https:\/\/portal\.example\.com": is the portal's own origin/,
    )
    // http: on 80 moves to https: on 443, which CSP's http: source matches too.
    expect(own(['https://reports.example.com', 'http://PORTAL.example.com'])).toMatch(
      /^--reports "http:\/\/portal\.example\.com": is the portal's own/,
    )
    expect(own(['http://portal.example.com:8080'], { listen: 8080 })).toMatch(/is the portal's own/)
    expect(own(['https://portal.example.com:8443'], { ...tls, listen: 8443 })).toMatch(
      /is the portal's own/,
    )
    expect(own(['http://portal.example.com:8081'], { ...tls, httpListen: 8081 })).toMatch(
      /is the portal's own/,
    )
    // Another port of the same name is another origin; another name is another host.
    expect(own(['https://portal.example.com:9443'])).toBe('')
    expect(own(['https://reports.portal.example.com'])).toBe('')
  })

  it('refuses any account whose uid is 0, by whatever name (issue 43, N10)', () => {
    // A second name for uid 0 (`toor`, as some systems have): refused like root itself.
    const uids: Record<string, number> = { toor: 0, 'www-data': 33 }
    const uidOf = (name: string) => uids[name] ?? null
    expect(() => userName('--user', 'toor', false, uidOf)).toThrow(
      /^--user "toor": is root \(uid 0\)/,
    )
    expect(userName('--user', 'toor', true, uidOf)).toBe('toor')
    expect(userName('--user', 'www-data', false, uidOf)).toBe('www-data')
    // An account this machine does not have: nginx itself refuses to start with it.
    expect(userName('--user', 'portal', false, uidOf)).toBe('portal')
    // This machine's own accounts, through the system's lookup.
    expect(systemUid('root')).toBe(0)
    expect(systemUid('no-such-account-here')).toBeNull()
    expect(refusal({ user: 'root' })).toMatch(/^--user "root": is root \(uid 0\)/)
  })

  it('accepts what is valid: addresses, an IPv6 listener, an origin written with capitals or a slash', () => {
    const config = renderNginx({
      ...base,
      ...anyHost,
      listen: '[::1]:8080',
      api: 'https://API.Example.com:8443/',
      reports: ['https://reports.example.com', 'https://10.0.0.7'],
      user: 'www-data',
    })
    expect(config).toContain('listen [::1]:8080;')
    expect(config).toContain("connect-src 'self' https://api.example.com:8443;")
    expect(config).toContain('frame-src https://reports.example.com https://10.0.0.7;')
    expect(config).toContain('user www-data;')
  })
})

/** The value of one `add_header` in the rendered text, or undefined. */
function header(config: string, name: string): string | undefined {
  return new RegExp(`add_header ${name} (["'])(.*)\\1 always;`).exec(config)?.[2]
}

describe('the rendered headers', () => {
  it('without TLS: the policies, no HSTS, nothing upgraded, no redirect', () => {
    const config = renderNginx(base)
    const csp = header(config, 'Content-Security-Policy') ?? ''
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types portal-worker")
    expect(csp).toContain("worker-src 'self'; manifest-src 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(csp).not.toContain('report-')
    expect(header(config, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
    expect(header(config, 'Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(header(config, 'X-Frame-Options')).toBe('DENY')
    expect(header(config, 'Strict-Transport-Security')).toBeUndefined()
    expect(header(config, 'Reporting-Endpoints')).toBeUndefined()
    expect(config).toContain('listen 80;')
    expect(config).not.toMatch(/ssl|return 301/)
  })

  it('turns off powerful features, and lets only the report hosts have what the frame needs', () => {
    const policy = header(renderNginx(base), 'Permissions-Policy') ?? ''
    for (const feature of ['payment', 'usb', 'serial', 'hid', 'camera', 'microphone', 'midi'])
      expect(policy).toContain(`${feature}=()`)
    for (const feature of ['fullscreen', 'clipboard-read', 'clipboard-write'])
      expect(policy).toContain(`${feature}=(self "https://reports.example.com")`)
  })

  it('with TLS: HTTPS with HTTP/2 in the syntax of the nginx at hand, HSTS, and a redirect', () => {
    const old = renderNginx({ ...base, ...tls, nginxVersion: '1.22.1' })
    expect(old).toContain('listen 443 ssl http2;')
    expect(old).not.toContain('http2 on;')
    expect(old).toContain(`ssl_certificate ${tls.tlsCert};`)
    // The redirect names the portal, never the Host a request brought (issue 26, D4).
    expect(old).toMatch(
      /listen 80;\n\s+server_name portal\.example\.com;\n\s+return 301 https:\/\/portal\.example\.com\$request_uri;/,
    )
    expect(old).not.toContain('$host')
    expect(header(old, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(header(old, 'Content-Security-Policy')).toContain('upgrade-insecure-requests')

    const current = renderNginx({ ...base, ...tls, nginxVersion: '1.27.0', listen: 8443 })
    expect(current).toContain('listen 8443 ssl;')
    expect(current).toContain('http2 on;')
    expect(current).toContain('return 301 https://portal.example.com:8443$request_uri;')
  })

  it('behind a balancer that ends TLS: HSTS and upgrade-insecure-requests, plain HTTP here', () => {
    const config = renderNginx({ ...base, tlsOffloaded: true })
    expect(header(config, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(header(config, 'Content-Security-Policy')).toContain('upgrade-insecure-requests')
    expect(config).not.toMatch(/ssl|return 301/)
  })

  it('with --csp-report: report-uri for older browsers, report-to and its endpoint for newer', () => {
    const url = 'https://csp.example.com/report?app=portal'
    const config = renderNginx({ ...base, cspReport: url })
    expect(header(config, 'Content-Security-Policy')).toMatch(
      new RegExp(`; report-uri ${url.replace('?', '\\?')}; report-to csp-endpoint$`),
    )
    expect(header(config, 'Reporting-Endpoints')).toBe(`csp-endpoint="${url}"`)
  })
})

const nginx =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

describe('compression', () => {
  it('sends the build’s .gz files, and its .br files only with the brotli module named', () => {
    const plain = renderNginx(base)
    expect(plain).toContain('gzip_static on;')
    expect(plain).not.toMatch(/load_module|brotli/)
    const module = path.join(work, 'brotli.so')
    writeFileSync(module, 'a module')
    const withBrotli = renderNginx({ ...base, brotliModule: module })
    expect(withBrotli).toContain(`load_module ${module};`)
    expect(withBrotli).toContain('brotli_static on;')
    // nginx takes load_module only before any block.
    expect(withBrotli.indexOf('load_module')).toBeLessThan(withBrotli.indexOf('events {'))
  })
})

/**
 * A limit for the tests that start processes (nginx, openssl, node): each takes tens of ms alone,
 * but seconds on a 2-core machine busy with browsers, where Vitest's 5 s was once passed by a
 * test that started node twice (scripts/write-config.test.ts). The limit is for one that hangs.
 */
const processLimit = { timeout: 60_000 }

describe('nginx itself accepts every variant (nginx -t)', processLimit, () => {
  beforeAll(() => {
    // nginx -t loads the certificate and key, so they must exist.
    const openssl = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', tls.tlsKey, '-out', tls.tlsCert, '-days', '1', '-subj', '/CN=localhost'],
    ])
    expect(openssl.status, String(openssl.stderr)).toBe(0)
  }, processLimit.timeout)

  it.each<[string, Partial<NginxOptions>]>([
    ['plain', {}],
    ['TLS', tls],
    ['TLS on other ports', { ...tls, listen: '127.0.0.1:8443', httpListen: '127.0.0.1:8080' }],
    ['with a CSP report endpoint', { ...tls, cspReport: 'https://csp.example.com/report' }],
    ['behind a TLS balancer', { tlsOffloaded: true }],
    ['TLS with Brotli', { ...tls, brotliModule: debianBrotliModule }],
  ])('%s', (name, options) => {
    if (options.brotliModule)
      expect(
        existsSync(options.brotliModule),
        `no ${options.brotliModule}: install libnginx-mod-http-brotli-static (README, On a fresh machine)`,
      ).toBe(true)
    const file = path.join(work, `${name}.conf`)
    writeFileSync(file, renderNginx({ ...base, ...options }))
    const test = spawnSync(nginx, ['-t', '-p', base.prefix, '-c', file], { encoding: 'utf8' })
    expect(test.stderr).toContain('test is successful')
    expect(test.stderr).not.toMatch(/\[warn\]|\[emerg\]/)
  })
})

describe('what nginx serves for each path', processLimit, () => {
  const root = path.join(work, 'dist')
  const prefix = path.join(work, 'serve-prefix')
  const settings = JSON.stringify({ reportOrigins: ['https://reports.example.com'] })
  let origin = ''
  let stop = () => {}

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'), { recursive: true })
    mkdirSync(prefix, { recursive: true })
    writeFileSync(path.join(root, 'index.html'), 'the app')
    writeFileSync(path.join(root, 'config.json'), settings)
    writeFileSync(path.join(root, 'login.html'), 'sign-in, prerendered')
    writeFileSync(path.join(root, 'forgot-password.html'), 'forgot password, prerendered')
    writeFileSync(path.join(root, 'assets/app-1234.js'), 'code')
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    origin = `http://127.0.0.1:${port}`
    const file = path.join(work, 'serve.conf')
    writeFileSync(
      file,
      renderNginx({
        ...base,
        root,
        serverName: '127.0.0.1',
        prefix,
        listen: `127.0.0.1:${port}`,
        user: process.getuid?.() === 0 ? 'root' : undefined,
        allowRootUser: true,
        // The build's .br files too, as a deployment with the module sends them.
        brotliModule: debianBrotliModule,
      }),
    )
    const server = spawn(nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;'], {
      stdio: 'ignore',
    })
    let exited: string | null = null
    server.once('exit', (code, signal) => (exited = `nginx exited (${code ?? signal})`))
    stop = () => server.kill('SIGQUIT')
    // Until nginx answers, or has exited: however long it takes to start, within the limit.
    while (
      !(await fetch(origin).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (exited) throw new Error(exited)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }, processLimit.timeout)
  afterAll(() => stop())

  const get = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`)
    return {
      status: response.status,
      body: await response.text(),
      cache: response.headers.get('cache-control'),
      csp: response.headers.get('content-security-policy'),
    }
  }

  /** The pages' caching: never fresh, a copy used a day at most while asked for again. */
  const page = 'max-age=0, stale-while-revalidate=86400'

  it('serves the prerendered public pages for their paths, never fresh, with the headers', async () => {
    for (const [pathname, body] of [
      ['/login', 'sign-in, prerendered'],
      ['/login?next=%2Fsettings', 'sign-in, prerendered'],
      ['/forgot-password', 'forgot password, prerendered'],
    ]) {
      const answer = await get(pathname)
      expect(answer).toMatchObject({ status: 200, body, cache: page })
      expect(answer.csp).toContain("script-src 'self'")
    }
  })

  it('serves index.html, never fresh, for every other route, and 404 for a missing asset', async () => {
    for (const pathname of ['/', '/dashboard', '/some/deep/link', '/login/x']) {
      expect(await get(pathname)).toMatchObject({ status: 200, body: 'the app', cache: page })
    }
    expect((await get('/assets/missing-0000.js')).status).toBe(404)
    expect(await get('/assets/app-1234.js')).toMatchObject({
      body: 'code',
      cache: 'max-age=31536000',
    })
  })

  it('caches config.json briefly only when it is there: a 404 carries no caching header', async () => {
    expect(await get('/config.json')).toMatchObject({
      status: 200,
      cache: 'max-age=300, stale-while-revalidate=86400',
    })
    renameSync(path.join(root, 'config.json'), path.join(root, 'config.json.aside'))
    try {
      const missing = await get('/config.json')
      expect(missing).toMatchObject({ status: 404, cache: null })
      // The security headers still come (`always`).
      expect(missing.csp).toContain("default-src 'self'")
    } finally {
      renameSync(path.join(root, 'config.json.aside'), path.join(root, 'config.json'))
    }
  })

  it('has the worker, the manifest and any other file asked for again each time', async () => {
    writeFileSync(path.join(root, 'sw.js'), 'worker')
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{}')
    for (const pathname of ['/sw.js', '/manifest.webmanifest']) {
      expect(await get(pathname), pathname).toMatchObject({ status: 200, cache: 'no-cache' })
    }
  })

  it('serves index.html for /login when the build has no prerendered page for it', async () => {
    renameSync(path.join(root, 'login.html'), path.join(root, 'login.html.aside'))
    try {
      expect(await get('/login')).toMatchObject({ status: 200, body: 'the app', cache: page })
    } finally {
      renameSync(path.join(root, 'login.html.aside'), path.join(root, 'login.html'))
    }
  })

  it('never sends a compressed copy in place of config.json, and still the build’s for the rest (issue 43, N1)', async () => {
    // Planted after the render (the renderer refuses a root that holds them): another backend.
    const planted = '{"apiBaseUrl":"https://evil.test/"}'
    const copies = [
      [path.join(root, 'config.json.gz'), gzipSync(planted)],
      [path.join(root, 'config.json.br'), brotliCompressSync(planted)],
      [path.join(root, 'assets/app-1234.js.gz'), gzipSync('code, gzip')],
      [path.join(root, 'assets/app-1234.js.br'), brotliCompressSync('code, brotli')],
    ] as const
    for (const [file, body] of copies) writeFileSync(file, body)
    const fetched = async (pathname: string, encoding: string) => {
      const response = await fetch(`${origin}${pathname}`, {
        headers: { 'accept-encoding': encoding },
      })
      return { encoding: response.headers.get('content-encoding'), body: await response.text() }
    }
    try {
      for (const encoding of ['gzip', 'br', 'gzip, deflate, br']) {
        expect(await fetched('/config.json', encoding)).toEqual({ encoding: null, body: settings })
      }
      // The same server sends the build's copies of everything else as they are.
      expect(await fetched('/assets/app-1234.js', 'gzip')).toEqual({
        encoding: 'gzip',
        body: 'code, gzip',
      })
      expect(await fetched('/assets/app-1234.js', 'br')).toEqual({
        encoding: 'br',
        body: 'code, brotli',
      })
    } finally {
      for (const [file] of copies) rmSync(file)
    }
  })

  it('answers only its own name: a request for another host gets no answer at all (issue 26, D4)', async () => {
    const { hostname, port } = new URL(origin)
    const answer = (host: string) =>
      new Promise<string>((resolve) => {
        const request = httpRequest(
          { hostname, port, path: '/login', headers: { host } },
          (response) => resolve(String(response.statusCode)),
        )
        request.once('error', (error) => resolve(error.message))
        request.end()
      })
    expect(await answer(`127.0.0.1:${port}`)).toBe('200')
    expect(await answer('evil.example')).toMatch(/socket hang up|ECONNRESET/)
  })
})

describe('the command line', () => {
  /** `main`, in this process: what the command would exit with and print on stderr. */
  const run = (...args: string[]) => {
    let stderr = ''
    const status = main(args, { log: () => {}, error: (line) => (stderr += `${line}\n`) })
    return { status, stderr }
  }
  const out = path.join(work, 'cli.conf')
  const good = ['--root', built, '--server-name', 'portal.example.com']
  good.push('--api', 'https://api.example.com')
  const rest = ['--reports', 'https://reports.example.com', '--prefix', base.prefix, '--out', out]

  it('exits with 2 and writes nothing for a bad argument, naming it', () => {
    const bad = run('--root', '/x; autoindex on', ...good.slice(2), ...rest)
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/^--root "\/x; autoindex on": /)
    expect(bad.stderr).toContain('See docs/deploying.md')
    expect(existsSync(out)).toBe(false)
  })

  it.each([
    [['--listn', '80'], "Unknown option '--listn'"],
    [['--allow-http=no'], "Option '--allow-http' does not take an argument"],
    [['--prefix'], "Option '--prefix <value>' argument missing"],
  ])('exits with 2 for arguments it does not know or that lack a value: %j', (args, message) => {
    const bad = run(...good, ...rest, ...args)
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain(message)
  })

  it('refuses --out inside --root: nginx would serve its own configuration (issue 43, N6)', () => {
    const inside = path.join(built, 'nginx.conf')
    const bad = run(...good, ...rest, '--out', inside)
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/^--out ".*nginx\.conf": is inside --root/)
    expect(existsSync(inside)).toBe(false)
  })

  it('renders a config.json without report hosts only with --any-report-host (issue 43, N8)', () => {
    const unlistedArgs = ['--root', unlisted, ...good.slice(2), ...rest]
    expect(run(...unlistedArgs).stderr).toMatch(/^--root .*--any-report-host/)
    expect(run(...unlistedArgs, '--any-report-host').status).toBe(0)
  })

  it('lists every option under --help, exit 0, and writes nothing (issue 57)', () => {
    let printed = ''
    expect(main(['--help'], { log: (line) => (printed += `${line}\n`) })).toBe(0)
    for (const option of [
      ...['root', 'server-name', 'api', 'reports', 'prefix', 'out', 'listen', 'http-listen'],
      ...['tls-cert', 'tls-key', 'tls-offloaded', 'csp-report', 'user', 'mime', 'brotli-module'],
      ...['nginx-version', 'any-report-host', 'allow-http', 'allow-root-user', 'help'],
    ])
      expect(printed).toMatch(new RegExp(`^  --${option}\\b`, 'm'))
    expect(printed).toMatch(/^Usage: node scripts\/render-nginx\.mjs /)
  })

  it('says in one line when the portal listens without TLS beyond loopback (issue 57)', () => {
    const note = (...args: string[]) => run(...good, ...rest, ...args).stderr
    expect(note()).toBe(
      "render-nginx: the portal's server listens without TLS on every address, port 80: passwords and tokens would cross the network in clear; give --tls-cert and --tls-key, or --tls-offloaded behind a balancer that ends TLS.\n",
    )
    expect(note('--listen', '10.0.0.5:8080', '--tls-offloaded')).toBe(
      "render-nginx: the portal's server listens without TLS on 10.0.0.5:8080: only the balancer that ends TLS may reach it (docs/deploying.md, Behind a load balancer).\n",
    )
    for (const loopback of ['127.0.0.1:8080', '[::1]:8080', 'localhost:8080'])
      expect(note('--listen', loopback), loopback).toBe('')
    expect(note('--tls-cert', tls.tlsCert, '--tls-key', tls.tlsKey)).toBe('')
  })

  it('writes the file for good arguments', () => {
    rmSync(out, { force: true })
    let printed = ''
    expect(main([...good, ...rest], { log: (line) => (printed += line), error: () => {} })).toBe(0)
    expect(printed).toBe(`Wrote ${out}`)
    expect(readFileSync(out, 'utf8')).toBe(renderNginx(base))
  })

  // The one start of the real command, as a deploy pipeline does (docs/deploying.md): what `main`
  // alone cannot prove is that `node scripts/render-nginx.mjs` runs it with the command line and
  // exits with its status. Through a symbolic link, as a pipeline's checkout may reach it.
  it('is the command: a bad argument exits 2, naming it, and writes nothing', processLimit, () => {
    const command = path.join(work, 'render-nginx.mjs')
    symlinkSync(path.resolve('scripts/render-nginx.mjs'), command)
    const target = path.join(work, 'command.conf')
    const bad = spawnSync(
      process.execPath,
      [command, ...good, ...rest.slice(0, -1), target, '--listen', '80; include /etc/passwd'],
      { encoding: 'utf8', timeout: processLimit.timeout },
    )
    expect(bad.error).toBeUndefined()
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/^--listen "80; include \/etc\/passwd": /)
    expect(existsSync(target)).toBe(false)
  })
})
