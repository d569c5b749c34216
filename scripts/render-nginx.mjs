#!/usr/bin/env node
// Renders deploy/nginx.conf.template into a working nginx configuration (docs/deploying.md).
//
//   node scripts/render-nginx.mjs --root /srv/portal/dist --server-name portal.example.com \
//     --api https://api.example.com --reports "https://reports.example.com https://bi.example.com" \
//     --tls-cert /etc/ssl/portal.crt --tls-key /etc/ssl/portal.key \
//     --prefix /var/lib/portal-nginx --out /etc/nginx/portal.conf
//
// Every value lands inside nginx's syntax or a response header, so each is checked against a
// strict pattern first: a bad one stops the render with a message naming it (exit 2), instead
// of quietly rendering a directive or a policy nobody asked for.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  InvalidArgument,
  filePath,
  isPortalOrigin,
  isWithin,
  listen,
  listenPattern,
  origin,
  portalRoot,
  refuse,
  regularFile,
  reportUrl,
  serverName,
  userName,
} from './nginx-arguments.mjs'
import { mimeTypes } from './nginx-mime-types.mjs'

export { InvalidArgument }

const template = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../deploy/nginx.conf.template',
)

/** The report hosts, as the frame needs them in both policies. */
function reportOrigins({ reports, allowHttp }) {
  if (!reports?.length) refuse('--reports', '', 'names no report host')
  return reports.map((report) => origin('--reports', report, allowHttp))
}

/** The one Trusted Types policy the portal creates (src/serviceWorker/portalUpdate.ts). */
export const workerPolicy = 'portal-worker'

/** The Content-Security-Policy for the portal: itself, its backend, and its report hosts. */
export function contentSecurityPolicy(options) {
  const { api, allowHttp, cspReport } = options
  const https = Boolean(options.tlsCert || options.tlsOffloaded)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The portal's service worker (/sw.js) and its web app manifest, from its own origin only
    // (docs/deploying.md, On the client's device).
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self' ${origin('--api', api, allowHttp)}`,
    `frame-src ${reportOrigins(options).join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // No HTML or script URL from a string reaches the DOM, and no code may create a policy to
    // let one through (the end-to-end run proves it on every route) but the portal's one, which
    // lets its service worker's address, /sw.js, alone be registered (src/serviceWorker/portalUpdate.ts).
    "require-trusted-types-for 'script'",
    `trusted-types ${workerPolicy}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
    ...(cspReport
      ? [`report-uri ${reportUrl('--csp-report', cspReport, allowHttp)}`, 'report-to csp-endpoint']
      : []),
  ].join('; ')
}

/**
 * Powerful features the portal never uses, turned off for it and anything it frames. (Chromium
 * warns about names it does not know, such as bluetooth, so only names it knows are listed.)
 */
const turnedOff =
  `accelerometer browsing-topics camera display-capture gamepad geolocation gyroscope
  hid idle-detection local-fonts magnetometer microphone midi payment publickey-credentials-get
  screen-wake-lock serial usb window-management xr-spatial-tracking`.split(/\s+/)
/** What the report frame's `allow` attribute delegates (spec): the report hosts keep these. */
const delegated = ['fullscreen', 'clipboard-read', 'clipboard-write']

export function permissionsPolicy(options) {
  const hosts = ['self', ...reportOrigins(options).map((report) => `"${report}"`)].join(' ')
  return [
    ...turnedOff.map((feature) => `${feature}=()`),
    ...delegated.map((feature) => `${feature}=(${hosts})`),
  ].join(', ')
}

/**
 * Where Debian's libnginx-mod-http-brotli-static puts the module (NGINX_BROTLI_MODULE overrides
 * it): the value to give --brotli-module on Debian.
 */
export const debianBrotliModule =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** The installed nginx's version (NGINX_PATH, else Debian's, else PATH), or null. */
export function installedNginxVersion() {
  const binary =
    process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
  const run = spawnSync(binary, ['-v'], { encoding: 'utf8' })
  return /nginx\/(\d+\.\d+\.\d+)/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`)?.[1] ?? null
}

/** nginx 1.25.1 moved HTTP/2 from a `listen` parameter to its own `http2 on;` directive. */
function http2Directive(version) {
  if (!version) return false // Every version since 1.9.5 still takes the listen parameter.
  if (!/^\d+\.\d+\.\d+$/.test(version))
    refuse('--nginx-version', version, 'is not a version like 1.22.1')
  const [major, minor, patch] = version.split('.').map(Number)
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1)
}

function tlsValues(options) {
  const tls = Boolean(options.tlsCert || options.tlsKey)
  if (options.tlsCert && !options.tlsKey) refuse('--tls-key', '', 'is required with --tls-cert')
  if (options.tlsKey && !options.tlsCert) refuse('--tls-cert', '', 'is required with --tls-key')
  if (tls && options.tlsOffloaded)
    refuse('--tls-offloaded', 'true', 'says a balancer ends TLS, but --tls-cert makes nginx end it')
  if (!tls && options.httpListen !== undefined)
    refuse('--http-listen', options.httpListen, 'only applies with --tls-cert and --tls-key')
  const port = listen('--listen', options.listen ?? (tls ? 443 : 80))
  if (!tls)
    return { tls, listen: port, ports: [Number(listenPattern.exec(port)?.[1])], http2: false }
  const httpPort = listen('--http-listen', options.httpListen ?? 80)
  if (httpPort === port) refuse('--http-listen', httpPort, 'is the same as --listen')
  const directive = http2Directive(options.nginxVersion ?? installedNginxVersion())
  const tlsPort = Number(listenPattern.exec(port)?.[1])
  return {
    tls,
    ports: [tlsPort, Number(listenPattern.exec(httpPort)?.[1])],
    http2: directive,
    listen: `${port} ssl${directive ? '' : ' http2'}`,
    httpListen: httpPort,
    httpsPort: tlsPort === 443 ? '' : `:${tlsPort}`,
    cert: regularFile('--tls-cert', options.tlsCert),
    key: regularFile('--tls-key', options.tlsKey),
  }
}

/** Keeps the lines between `# if NAME` and `# end NAME` when `sections[NAME]`, drops them else. */
function keepSections(text, sections) {
  return text.replace(
    /^[ \t]*# if ([a-z0-9-]+)\n([\s\S]*?)^[ \t]*# end \1\n/gm,
    (_, name, body) => {
      if (!(name in sections))
        throw new Error(`The template has a section ${name}, which has no rule`)
      return sections[name] ? body : ''
    },
  )
}

/**
 * The report hosts config.json names (issue 26, R1) must be the ones the CSP frames: the portal
 * offers no other, and the policy would refuse any it lists but the CSP does not. A config.json
 * that names none lets the portal offer a report on any https: host in a new tab, where no CSP
 * stands in the way: only `--any-report-host` renders for it (issue 43, N8).
 */
function agreeWithConfig(root, reports, anyReportHost) {
  let file
  try {
    file = JSON.parse(readFileSync(path.join(root, 'config.json'), 'utf8'))
  } catch {
    refuse('--root', root, 'holds a config.json that is not JSON')
  }
  const listed = Array.isArray(file?.reportOrigins) ? file.reportOrigins : null
  if (!listed) {
    if (anyReportHost) return
    refuse(
      '--root',
      root,
      'holds a config.json without reportOrigins, so the portal would offer a report on any https: host: write it with the same list (scripts/write-config.mjs --reports), or give --any-report-host',
    )
  }
  const normal = (list) => [...new Set(list.map((item) => String(item).toLowerCase()))].sort()
  if (normal(listed).join(' ') !== normal(reports).join(' '))
    refuse(
      '--reports',
      reports.join(' '),
      `is not the list config.json's reportOrigins names (${normal(listed).join(' ')}): write both from one list`,
    )
}

/** Nothing of nginx's own may be served, and the portal may not sit among nginx's files (N6). */
function keepApart(root, prefix, tlsKey) {
  if (isWithin(prefix, root))
    refuse(
      '--prefix',
      prefix,
      `is inside --root (${root}): nginx would serve its pid file and logs`,
    )
  if (isWithin(root, prefix))
    refuse('--root', root, `is inside --prefix (${prefix}), where nginx writes its own files`)
  if (tlsKey && isWithin(tlsKey, root))
    refuse('--tls-key', tlsKey, `is inside --root (${root}): nginx would serve the private key`)
}

export function renderNginx(options) {
  const user =
    options.user === undefined ? undefined : userName('--user', options.user, options.allowRootUser)
  const prefix = filePath('--prefix', options.prefix)
  const tls = tlsValues(options)
  const values = {
    USER_DIRECTIVE: user ? `user ${user};` : '',
    PREFIX: prefix,
    MIME_TYPES: mimeTypes('--mime', options.mime ?? '/etc/nginx/mime.types'),
    LISTEN: tls.listen,
    ROOT: portalRoot('--root', options.root),
    SERVER_NAME: serverName('--server-name', options.serverName),
    CSP: contentSecurityPolicy(options),
    PERMISSIONS_POLICY: permissionsPolicy(options),
    HTTP_LISTEN: tls.httpListen ?? '',
    HTTPS_PORT: tls.httpsPort ?? '',
    TLS_CERT: tls.cert ?? '',
    TLS_KEY: tls.key ?? '',
    CSP_REPORT: options.cspReport ?? '',
    BROTLI_MODULE: options.brotliModule ? regularFile('--brotli-module', options.brotliModule) : '',
  }
  const reports = reportOrigins(options)
  for (const report of reports) {
    if (isPortalOrigin(report, values.SERVER_NAME, tls.ports))
      refuse(
        '--reports',
        report,
        "is the portal's own origin (--server-name and its ports): a page of it in the report frame would run as the portal, with the client's session",
      )
  }
  keepApart(values.ROOT, prefix, tls.key)
  agreeWithConfig(values.ROOT, reports, options.anyReportHost)
  const sections = {
    tls: tls.tls,
    'http2-directive': tls.http2,
    https: tls.tls || Boolean(options.tlsOffloaded),
    'csp-report': Boolean(options.cspReport),
    brotli: Boolean(options.brotliModule),
  }
  // Only once everything is valid: a refused render leaves nothing behind.
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true })
  }
  const text = keepSections(readFileSync(template, 'utf8'), sections)
  return text.replace(/\$\{([A-Z_0-9]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`The template names \${${name}}, which has no value`)
    return values[name]
  })
}

/** Each option: its value's name (none for a flag) and what it is, as --help lists them. */
const cliOptions = {
  root: ['DIR', 'the built portal (index.html, config.json); never /'],
  'server-name': ['NAME', 'the one name it answers to; any other Host gets no answer (444)'],
  api: ['ORIGIN', "the backend, https://host[:port]: config.json's apiBaseUrl"],
  reports: ['"ORIGIN ..."', "the report hosts: config.json's reportOrigins, one list"],
  prefix: ['DIR', "nginx's own files (pid, logs, temporary files), outside --root"],
  out: ['FILE', 'the configuration to write, outside --root'],
  'tls-cert': ['FILE', 'TLS here, with --tls-key; plain HTTP then redirects to it'],
  'tls-key': ['FILE', "the certificate's private key, outside --root"],
  listen: ['[ADDR:]PORT', '443 with TLS, 80 without'],
  'http-listen': ['[ADDR:]PORT', 'the redirect to HTTPS (with TLS), 80 by default'],
  'tls-offloaded': [null, 'a balancer in front ends TLS: HSTS and upgrade-insecure-requests'],
  'csp-report': ['URL', 'where browsers report what the CSP blocked'],
  user: ['NAME', "the workers' account, never uid 0"],
  mime: ['FILE', "one types { … } block (Debian's /etc/nginx/mime.types by default)"],
  'brotli-module': ['FILE', "nginx's brotli_static module, to send the build's .br files"],
  'nginx-version': ['X.Y.Z', "the nginx it is for (the installed one's by default)"],
  'any-report-host': [null, 'renders for a config.json without reportOrigins'],
  'allow-http': [null, '--api, --reports, --csp-report on plain http: (a loopback test only)'],
  'allow-root-user': [null, '--user root (a loopback test run as root only)'],
  help: [null, 'this list; nothing written'],
}

/** What --help prints. */
function usage() {
  const required = ['root', 'server-name', 'api', 'reports', 'prefix', 'out']
  return [
    `Usage: node scripts/render-nginx.mjs ${required.map((name) => `--${name} ${cliOptions[name][0]}`).join(' ')} [options]`,
    ...Object.entries(cliOptions).map(
      ([name, [value, what]]) => `  --${name}${value ? ` ${value}` : ''}`.padEnd(30) + what,
    ),
    'Rules and an example: docs/deploying.md, 3. Serve.',
  ]
}

/** The flags as given; an unknown one, or one without its value, is refused like a bad value. */
function parse(argv) {
  const options = Object.fromEntries(
    Object.entries(cliOptions).map(([name, [value]]) => [
      name,
      { type: value ? 'string' : 'boolean' },
    ]),
  )
  try {
    return parseArgs({ args: argv, options, strict: true }).values
  } catch (error) {
    throw new InvalidArgument(error.message)
  }
}

/**
 * One line when the portal's server listens without TLS where more than this machine reaches it,
 * or null: on loopback, or with TLS here. A balancer's private network is said too, as a reminder.
 */
export function plainListenNote({ listen = '80', tlsCert, tlsOffloaded }) {
  if (tlsCert) return null
  const at = String(listen).lastIndexOf(':')
  const address = at < 0 ? '*' : String(listen).slice(0, at)
  if (/^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/i.test(address)) return null
  const where = address === '*' ? `every address, port ${String(listen).slice(at + 1)}` : listen
  return tlsOffloaded
    ? `render-nginx: the portal's server listens without TLS on ${where}: only the balancer that ends TLS may reach it (docs/deploying.md, Behind a load balancer).`
    : `render-nginx: the portal's server listens without TLS on ${where}: passwords and tokens would cross the network in clear; give --tls-cert and --tls-key, or --tls-offloaded behind a balancer that ends TLS.`
}

/**
 * The command line: parse, render, write. Returns the exit code; `log` takes what it prints on
 * stdout, `error` what it prints on stderr.
 */
export function main(
  argv,
  { log = (line) => console.log(line), error = (line) => console.error(line) } = {},
) {
  try {
    const values = parse(argv)
    if (values.help) {
      usage().forEach((line) => log(line))
      return 0
    }
    for (const required of ['root', 'server-name', 'api', 'reports', 'prefix', 'out']) {
      if (values[required] === undefined) refuse(`--${required}`, '', 'is required')
    }
    const out = filePath('--out', values.out)
    // The file nginx runs by, served to anyone who asks for it by name (issue 43, N6).
    if (isWithin(out, filePath('--root', values.root)))
      refuse(
        '--out',
        out,
        `is inside --root (${path.resolve(values.root)}): nginx would serve its own configuration`,
      )
    const config = renderNginx({
      root: values.root,
      serverName: values['server-name'],
      listen: values.listen,
      api: values.api,
      reports: values.reports.split(/\s+/).filter(Boolean),
      prefix: values.prefix,
      mime: values.mime,
      user: values.user,
      anyReportHost: values['any-report-host'],
      allowHttp: values['allow-http'],
      allowRootUser: values['allow-root-user'],
      tlsCert: values['tls-cert'],
      tlsKey: values['tls-key'],
      httpListen: values['http-listen'],
      tlsOffloaded: values['tls-offloaded'],
      cspReport: values['csp-report'],
      nginxVersion: values['nginx-version'],
      brotliModule: values['brotli-module'],
    })
    writeFileSync(out, config)
    log(`Wrote ${out}`)
    const note = plainListenNote({
      listen: values.listen,
      tlsCert: values['tls-cert'],
      tlsOffloaded: values['tls-offloaded'],
    })
    if (note) error(note)
    return 0
  } catch (refused) {
    if (!(refused instanceof InvalidArgument)) throw refused
    error(`${refused.message}\nSee docs/deploying.md, or the top of scripts/render-nginx.mjs.`)
    return 2
  }
}

/** Whether Node was started with this file, by its own path or through a symbolic link. */
function startedAsCommand() {
  try {
    return realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
  } catch {
    return false // No file named (`node -e`), or not one there.
  }
}

if (startedAsCommand()) process.exitCode = main(process.argv.slice(2))
