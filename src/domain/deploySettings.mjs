// The deploy-time settings (config.json beside index.html) and the rule each value must meet.
// Plain JavaScript so that both the portal, which reads the file, and scripts/write-config.mjs,
// which writes it, run these very rules under Node 20 too. Types: deploySettings.d.mts.

import { contrast, minimumTextContrast, parseHex, white } from './colour.mjs'

export const requestTimeoutRange = { min: 1000, max: 120000 }

const text = (value) => (typeof value === 'string' ? value : '')
// Whitespace, control characters and backslashes: a URL parser quietly drops or rewrites them.
const unclean = /[\s\p{Cc}\\]/u

function httpAddress(value, { bare, allowHttp }) {
  let url
  try {
    url = !unclean.test(value) && new URL(text(value))
  } catch {
    // Not an address at all.
  }
  if (!url || !/^https?:$/.test(url.protocol)) return { why: 'is not an http(s) address' }
  if (url.protocol === 'http:' && !allowHttp)
    return { why: 'is plain http:, which anyone on the way can read and change' }
  if (url.username || url.password) return { why: 'has a username or password' }
  // A query or hash on the base would end up in the middle of every call's address.
  if (bare && /[?#]/.test(value)) return { why: 'has a query or hash' }
  return { value: url.href }
}

/** An origin alone: scheme, host and port, as a CSP source list and URL.origin write it. */
function reportOriginsRule(value, allowHttp) {
  if (!Array.isArray(value) || value.length === 0 || value.length > 20)
    return { why: 'is not a list of 1 to 20 origins' }
  const origins = []
  for (const item of value) {
    let url
    try {
      url = typeof item === 'string' && !unclean.test(item) && new URL(item)
    } catch {
      // Not an address at all.
    }
    // Nothing but the origin: no path, query, hash, username or password.
    const bare = url && url.href === `${url.origin}/`
    if (!url || !/^https?:$/.test(url.protocol) || !bare)
      return { why: 'holds something that is not an origin (scheme://host[:port] alone)' }
    if (url.protocol === 'http:' && !allowHttp)
      return { why: 'holds a plain http: origin, which anyone on the way can read and change' }
    origins.push(url.origin)
  }
  return { value: [...new Set(origins)] }
}

/**
 * One leading slash: a file on the portal's own origin (the CSP's img-src 'self'), never `//host`
 * or `/\host`.
 */
const pathOnPortal = (value) =>
  /^\/(?!\/)/.test(text(value)) && !unclean.test(value)
    ? { value }
    : { why: 'is not a path on the portal' }

/** The rules; `allowHttp` lets the addresses be plain http: (a loopback test, an http page). */
const rulesFor = ({ allowHttp }) => ({
  apiBaseUrl: (value) => httpAddress(value, { bare: true, allowHttp }),
  managementDashboardUrl: (value) => httpAddress(value, { bare: false, allowHttp }),
  reportOrigins: (value) => reportOriginsRule(value, allowHttp),
  // The portal's service worker (docs/deploying.md, On the client's device): false takes it away.
  serviceWorker: (value) =>
    typeof value === 'boolean' ? { value } : { why: 'is not true or false (on or off)' },
  requestTimeoutMs(value) {
    if (!Number.isFinite(value)) return { why: 'is not a number' }
    const { min, max } = requestTimeoutRange
    const used = Math.min(Math.max(value, min), max)
    return used === value ? { value } : { value: used, why: `is outside ${min} to ${max}` }
  },
  brand: {
    name(value) {
      const name = text(value).trim()
      return name && name.length <= 60 && !/\p{Cc}/u.test(name)
        ? { value: name }
        : { why: 'is not 1 to 60 characters' }
    },
    accentColor(value) {
      const rgb = parseHex(value)
      if (!rgb) return { why: 'is not a #rgb or #rrggbb colour' }
      // Buttons show white text on the accent: below AA contrast it would be unreadable.
      const ratio = contrast(rgb, white)
      return ratio >= minimumTextContrast
        ? { value: value.toLowerCase() }
        : {
            why: `gives white button text a contrast of ${ratio.toFixed(2)}:1, under ${minimumTextContrast}:1`,
          }
    },
    logoUrl: pathOnPortal,
    // The agency's launcher icons, PNGs in place of the portal's own (scripts/webManifest.mjs).
    icon192: pathOnPortal,
    icon512: pathOnPortal,
    iconMaskable: pathOnPortal,
    appleTouchIcon: pathOnPortal,
  },
})

function check(input, rulesHere, at, settings, problems) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    problems.push({ key: at || 'the file', why: 'is not a JSON object' })
    return
  }
  for (const [name, value] of Object.entries(input)) {
    const key = at ? `${at}.${name}` : name
    const rule = Object.hasOwn(rulesHere, name) ? rulesHere[name] : null
    if (!rule) problems.push({ key, why: 'is not a setting' })
    else if (value === null)
      continue // null, like a missing key, keeps the default
    else if (typeof rule === 'object') check(value, rule, key, (settings[name] = {}), problems)
    else {
      const { value: kept, why } = rule(value)
      if (kept !== undefined) settings[name] = kept
      if (why) problems.push(kept === undefined ? { key, why } : { key, why, used: kept })
    }
  }
}

/**
 * The valid settings of a parsed config.json, and a problem naming the key of each value that is
 * refused (`used` when a value is corrected instead, as a time-out outside its range is). The
 * backend and dashboard addresses must be https: unless `allowHttp`.
 */
export function checkSettings(file, { allowHttp = false } = {}) {
  const settings = {}
  const problems = []
  check(file, rulesFor({ allowHttp }), '', settings, problems)
  return { settings, problems }
}
