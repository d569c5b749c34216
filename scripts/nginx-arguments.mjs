// The checks every argument of scripts/render-nginx.mjs passes before it reaches nginx's syntax or
// a response header. Each returns the value as it will be written, or throws InvalidArgument
// with a message that starts with the argument's name.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'

/** A value the renderer refuses; the CLI prints its message and exits with 2. */
export class InvalidArgument extends Error {}

export function refuse(flag, value, why) {
  throw new InvalidArgument(`${flag} ${JSON.stringify(String(value))}: ${why}`)
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const host = `(?:${label}(?:\\.${label})*|\\[[0-9a-f:.]+\\])`
const originPattern = new RegExp(`^(https?)://(${host})(?::(\\d{1,5}))?/?$`, 'i')
export const listenPattern = new RegExp(`^(?:(?:\\*|${host}):)?(\\d{1,5})$`, 'i')
// A URL path and query without anything that ends a CSP directive, a header or an nginx string.
const reportPattern = new RegExp(
  `^(https?)://${host}(?::(\\d{1,5}))?(?:/[\\w.~%!&*+=:@/-]*)?(?:\\?[\\w.~%!&*+=:@/?-]*)?$`,
  'i',
)
// nginx's own syntax: whitespace and `;` end a directive, quotes and braces open strings and
// blocks, `$` names a variable, `\` escapes, `#` starts a comment; and glob characters, which a
// path nginx expands (`include`) would match other files with.
const nginxSyntax = /[\s;'"`{}$\\#*?[\]\p{Cc}]/u

function validPort(port) {
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

function checkScheme(flag, value, scheme, allowHttp) {
  if (scheme.toLowerCase() === 'http' && !allowHttp)
    refuse(
      flag,
      value,
      'is plain http:, which anyone on the way can read and change; use https: (--allow-http is for a loopback test)',
    )
}

/** `scheme://host[:port]`, lower-cased: nothing else fits in a CSP source list unchanged. */
export function origin(flag, value, allowHttp) {
  if (value === undefined || value === '') refuse(flag, '', 'is required')
  const match = originPattern.exec(String(value))
  if (!match || !validPort(match[3]))
    refuse(flag, value, 'is not an origin: http(s)://host[:port], nothing else')
  checkScheme(flag, value, match[1], allowHttp)
  return String(value).replace(/\/$/, '').toLowerCase()
}

const serverNamePattern = new RegExp(`^${host}$`, 'i')

/** The one name the portal answers to: a host name or an address, nothing nginx would widen. */
export function serverName(flag, value) {
  if (value === undefined || value === '') refuse(flag, '', 'is required')
  if (!serverNamePattern.test(String(value)))
    refuse(flag, value, 'is not a host name or address (no port, wildcard or pattern)')
  return String(value).toLowerCase()
}

export function listen(flag, value) {
  const match = listenPattern.exec(String(value))
  if (!match || !validPort(match[1])) refuse(flag, value, 'is not a port or address:port')
  return String(value)
}

export function filePath(flag, value) {
  if (value === undefined || value === '') refuse(flag, '', 'is required')
  const resolved = path.resolve(String(value))
  if (nginxSyntax.test(resolved))
    refuse(
      flag,
      resolved,
      'has whitespace, ;, a quote, a brace, $, \\, # or a glob character (* ? [ ]), which nginx would read as syntax or expand',
    )
  return resolved
}

/** A file nginx must read (the MIME types, the certificate, its key): an existing regular file. */
export function regularFile(flag, value) {
  const resolved = filePath(flag, value)
  if (!existsSync(resolved) || !statSync(resolved).isFile())
    refuse(flag, resolved, 'is not an existing regular file')
  return resolved
}

/** The built portal to serve: a directory with index.html and config.json in it, never `/`. */
export function portalRoot(flag, value) {
  const resolved = filePath(flag, value)
  if (resolved === path.parse(resolved).root)
    refuse(flag, resolved, 'is the root of the file system: nginx would serve every file on it')
  for (const file of ['index.html', 'config.json']) {
    if (!existsSync(path.join(resolved, file)))
      refuse(flag, resolved, `holds no built portal (no ${file}): nginx would serve what is there`)
  }
  // Stale or planted: a browser that accepts gzip or Brotli would get it in place of the settings
  // (issue 43, N1). The rendered configuration never sends them; another host might.
  const copies = ['config.json.gz', 'config.json.br'].filter((file) =>
    existsSync(path.join(resolved, file)),
  )
  if (copies.length > 0)
    refuse(
      flag,
      resolved,
      `holds ${copies.join(' and ')}, a compressed copy of the settings that a server could send in place of config.json: remove ${copies.length > 1 ? 'them' : 'it'} (scripts/write-config.mjs does)`,
    )
  return resolved
}

/** `file`'s real path, through symbolic links, for the part of it that exists. */
function realPath(file) {
  const rest = []
  let existing = file
  while (!existsSync(existing) && existing !== path.dirname(existing)) {
    rest.unshift(path.basename(existing))
    existing = path.dirname(existing)
  }
  return path.join(realpathSync(existing), ...rest)
}

/** Whether `file` is `dir` or anything inside it, as written or through symbolic links. */
export function isWithin(file, dir) {
  return [
    [file, dir],
    [realPath(file), realPath(dir)],
  ].some(([inner, outer]) => {
    const relative = path.relative(outer, inner)
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
  })
}

export function reportUrl(flag, value, allowHttp) {
  const match = reportPattern.exec(String(value))
  if (!match || !validPort(match[2]))
    refuse(
      flag,
      value,
      'is not an http(s) URL without credentials, fragment, spaces, quotes, ;, , or $',
    )
  checkScheme(flag, value, match[1], allowHttp)
  return String(value)
}

/**
 * The user id of the account `name` on this machine (through NSS, as nginx looks it up), or null
 * when it has none.
 */
export function systemUid(name) {
  const run = spawnSync('getent', ['passwd', name], { encoding: 'utf8' })
  const line = run.error
    ? // No getent: the password file itself.
      readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .find((entry) => entry.split(':')[0] === name)
    : run.stdout.split('\n')[0]
  const uid = line?.split(':')[2]
  return uid === undefined || uid === '' ? null : Number(uid)
}

/**
 * A system account name: nothing else may follow nginx's `user`. Never root, by any name (uid 0;
 * issue 43, N10): the workers read and answer what requests ask for, and as root a mistake in the
 * configuration would serve anything. `uidOf` looks the account up (this machine's, by default).
 */
export function userName(flag, value, allowRoot = false, uidOf = systemUid) {
  if (!/^[a-z_][a-z0-9_.-]{0,31}$/i.test(String(value)))
    refuse(flag, value, 'is not a user name (letters, digits, _ . -)')
  if ((String(value) === 'root' || uidOf(String(value)) === 0) && !allowRoot)
    refuse(
      flag,
      value,
      'is root (uid 0): it would run the workers that answer requests as root (--allow-root-user is for a loopback test run as root)',
    )
  return String(value)
}

const defaultPort = { 'http:': '80', 'https:': '443' }

/**
 * Whether `report` (an origin) is the portal's own: its host (`serverName`) on a port the portal
 * answers on (`ports`), or on 80 or 443, which a browser moves to HTTPS and so to the portal's
 * default origin (CSP's `http:` sources match `https:` too). A page of it in the report frame
 * would run as the portal, with the client's session (SECURITY.md; issue 43, N9).
 */
export function isPortalOrigin(report, serverName, ports = []) {
  const url = new URL(report)
  const port = url.port || defaultPort[url.protocol]
  return (
    url.hostname.toLowerCase() === String(serverName).toLowerCase() &&
    ['80', '443', ...ports.map(String)].includes(port)
  )
}
