// The checks every argument of scripts/render-nginx.mjs passes before it reaches nginx's syntax or
// a response header. Each returns the value as it will be written, or throws InvalidArgument
// with a message that starts with the argument's name.
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
// blocks, `$` names a variable, `\` escapes, `#` starts a comment.
const nginxSyntax = /[\s;'"`{}$\\#\p{Cc}]/u

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
      'has whitespace, ;, a quote, a brace, $, \\ or #, which nginx would read as syntax',
    )
  return resolved
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

/** A system account name: nothing else may follow nginx's `user`. */
export function userName(flag, value) {
  if (!/^[a-z_][a-z0-9_.-]{0,31}$/i.test(String(value)))
    refuse(flag, value, 'is not a user name (letters, digits, _ . -)')
  return String(value)
}
