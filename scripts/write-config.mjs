#!/usr/bin/env node
// Writes the portal's deploy-time settings, config.json, so nobody edits it by hand, and beside it
// the web app manifest from the same brand settings (manifest.webmanifest, scripts/webManifest.mjs):
//
//   node scripts/write-config.mjs --out dist/config.json --api-base-url https://api.example.com \
//     --management-dashboard-url https://manage.example.com --request-timeout-ms 15000 \
//     --brand-name "Acme Media" --brand-accent-color "#0055aa" --brand-logo-url /acme-logo.svg \
//     --brand-icon-192 /acme-192.png --brand-icon-512 /acme-512.png \
//     --brand-icon-maskable /acme-maskable.png --brand-apple-touch-icon /acme-touch.png
//
// `--help` lists the options, and the size of each icon: 192×192, 512×512, 512×512 maskable (its
// mark in the central 80 % circle), 180×180 for iOS. An icon's file, put beside config.json as the
// logo is, must be a PNG of that size when it is there; the portal's own stands in for one not
// given. A logo or icon not there yet is named, to be put there.
//
// Each option can come from its environment variable instead (PORTAL_API_BASE_URL ...); an option
// given on the command line wins, and an empty one counts as not given (the build's default).
// Every value meets the portal's own rules (src/domain/deploySettings.mjs): a value the portal
// would refuse or correct is not written; the command exits 2 naming it, and writes nothing. The
// backend and dashboard addresses must be https: (`--allow-http` is for a loopback test).
//
// The report hosts take the nginx renderer's `--reports` value as it is (`--report-origins` is
// the same option), and never the portal's own origin, which `--portal-origin` names (issue 43,
// N8 and N9). Without them nothing is written unless `--any-report-host` says so (issue 57). A
// compressed copy of the file left beside it (`config.json.gz`, `.br`) is removed:
// a server could send it in place of the new file (N1).
import {
  closeSync,
  existsSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkSettings } from '../src/domain/deploySettings.mjs'
import { isPortalOrigin } from './nginx-arguments.mjs'
import { manifestFile, pngIcons, webManifestText } from './webManifest.mjs'

/** Each setting: its key in config.json, its option, and its environment variable. */
const options = [
  ['apiBaseUrl', '--api-base-url', 'PORTAL_API_BASE_URL'],
  ['managementDashboardUrl', '--management-dashboard-url', 'PORTAL_MANAGEMENT_DASHBOARD_URL'],
  ['requestTimeoutMs', '--request-timeout-ms', 'PORTAL_REQUEST_TIMEOUT_MS'],
  ['reportOrigins', '--report-origins', 'PORTAL_REPORT_ORIGINS'],
  ['serviceWorker', '--service-worker', 'PORTAL_SERVICE_WORKER'],
  ['brand.name', '--brand-name', 'PORTAL_BRAND_NAME'],
  ['brand.accentColor', '--brand-accent-color', 'PORTAL_BRAND_ACCENT_COLOR'],
  ['brand.logoUrl', '--brand-logo-url', 'PORTAL_BRAND_LOGO_URL'],
  ['brand.icon192', '--brand-icon-192', 'PORTAL_BRAND_ICON_192'],
  ['brand.icon512', '--brand-icon-512', 'PORTAL_BRAND_ICON_512'],
  ['brand.iconMaskable', '--brand-icon-maskable', 'PORTAL_BRAND_ICON_MASKABLE'],
  ['brand.appleTouchIcon', '--brand-apple-touch-icon', 'PORTAL_BRAND_APPLE_TOUCH_ICON'],
]

/** An option as messages name it: with its variable, and for an icon what it must be. */
function optionLabel(key) {
  const [, option, variable] = options.find(([name]) => name === key)
  const icon = pngIcons.find((candidate) => `brand.${candidate.key}` === key)
  return `${option} (${variable}${icon ? `, ${icon.needs}` : ''})`
}

/** A value or an option refused: said on stderr, exit status 2, nothing written. */
class Refused extends Error {}

function fail(message) {
  throw new Refused(`write-config: ${message}; nothing written.`)
}

/** Lets the backend and dashboard addresses be plain http:, for a loopback test, never in use. */
const allowHttp = '--allow-http'
/** Writes settings without report hosts: the portal then offers a report on any https: host. */
const anyReportHost = '--any-report-host'
/** The renderer's name for the report hosts: one value serves both commands. */
const reportsAlias = '--reports'
/** The portal's own origin, as clients reach it: never a report host. */
const portalOrigin = ['--portal-origin', 'PORTAL_ORIGIN']
/** The options, and what each icon must be; nothing written. */
const help = '--help'

function usage() {
  return [
    'Usage: node scripts/write-config.mjs --out dist/config.json [--option value ...]',
    ...options.map(([key]) => `  ${optionLabel(key)}`),
    `  ${reportsAlias} (the same as --report-origins)`,
    `  ${portalOrigin[0]} (${portalOrigin[1]})`,
    `  ${anyReportHost} (no report hosts: the portal offers a report on any https: host)`,
    `  ${allowHttp} (a loopback test only)`,
    `  ${help} (this list; nothing written)`,
    'An icon is a file put beside config.json, as the logo is. Rules: docs/deploying.md, 2. Configure.',
  ]
}

/** `--name value` and `--name=value`, as a map from option to value. */
function parseArguments(argv) {
  const given = new Map()
  for (let index = 0; index < argv.length; index++) {
    const [name, inline] = argv[index].split(/=(.*)/s)
    if ([allowHttp, anyReportHost, help].includes(name)) {
      given.set(name, 'true')
      continue
    }
    const known = ['--out', reportsAlias, portalOrigin[0], ...options.map(([, option]) => option)]
    if (!known.includes(name)) {
      fail(
        `unknown option ${name} (options: ${[...known, allowHttp, anyReportHost, help].join(', ')})`,
      )
    }
    const value = inline ?? argv[++index]
    if (value === undefined) fail(`${name} needs a value`)
    const option = name === reportsAlias ? '--report-origins' : name
    if (option === '--report-origins' && given.has(option))
      fail('--reports and --report-origins are one option, given twice: give it once')
    given.set(option, value)
  }
  return given
}

/** The settings `given` and `env` name, checked by the portal's rules; refuses what they refuse. */
function checkedSettings(given, env) {
  const file = {}
  for (const [key, option, variable] of options) {
    const value = given.get(option) || env[variable]
    if (!value) continue
    // A number only when it is all digits, so '15s' is refused rather than read as 15.
    const typed =
      key === 'requestTimeoutMs' && /^\d+$/.test(value)
        ? Number(value)
        : key === 'reportOrigins'
          ? value.split(/\s+/).filter(Boolean) // Space-separated, as the nginx renderer's --reports.
          : key === 'serviceWorker' && ['on', 'off'].includes(value)
            ? value === 'on'
            : value
    const [group, name] = key.split('.')
    if (name) file[group] = { ...file[group], [name]: typed }
    else file[key] = typed
  }

  const { settings, problems } = checkSettings(file, { allowHttp: given.has(allowHttp) })
  if (problems.length > 0) {
    // The option and the reason, not the value: a refused address may carry a password.
    fail(problems.map(({ key, why }) => `${optionLabel(key)} ${why}`).join('; '))
  }

  // The portal's own origin, checked whenever it is given; needed with report hosts (N9).
  const [ownOption, ownVariable] = portalOrigin
  const own = given.get(ownOption) || env[ownVariable]
  const ownUrl = own ? URL.parse(own) : null
  if (
    own &&
    (!ownUrl ||
      !/^https?:$/.test(ownUrl.protocol) ||
      own.replace(/\/$/, '').toLowerCase() !== ownUrl.origin)
  )
    fail(`${ownOption} (${ownVariable}) is not an origin (scheme://host[:port] alone)`)
  // Without the list any static host serves the file unchecked, and the portal offers a report
  // on any https: host (issue 43 and 57, N8): only said outright.
  if (!settings.reportOrigins && !given.has(anyReportHost))
    fail(
      `no --reports (PORTAL_REPORT_ORIGINS): the portal would frame or open a report on any https: host; name the report hosts, or give ${anyReportHost} to allow any`,
    )
  if (settings.reportOrigins && given.has(anyReportHost))
    fail(`${anyReportHost} allows any report host, but --reports names them: give one of the two`)
  if (settings.reportOrigins) {
    if (!ownUrl)
      fail(
        `--report-origins (PORTAL_REPORT_ORIGINS) needs ${ownOption} (${ownVariable}), the portal's own origin, which it may never list`,
      )
    const port = ownUrl.port || (ownUrl.protocol === 'https:' ? '443' : '80')
    if (settings.reportOrigins.some((report) => isPortalOrigin(report, ownUrl.hostname, [port])))
      fail(
        `--report-origins (PORTAL_REPORT_ORIGINS) holds the portal's own origin (${ownOption}): a page of it in the report frame would run as the portal, with the client's session`,
      )
  }
  return settings
}

/** The file that `url` (a path on the portal, checked) names under `root`, or null outside it. */
function servedFile(root, url) {
  try {
    const file = path.join(
      root,
      decodeURIComponent(new URL(url, 'https://portal.invalid').pathname),
    )
    const relative = path.relative(root, file)
    return relative === '..' || relative.startsWith(`..${path.sep}`) ? null : file
  } catch {
    return null // A percent sign that decodes to nothing: no file a server would find either.
  }
}

/** A PNG's width and height from its header (the signature, then IHDR), or null for another file. */
function pngSize(file) {
  const head = Buffer.alloc(24)
  const descriptor = openSync(file, 'r')
  try {
    readSync(descriptor, head, 0, head.length, 0)
  } finally {
    closeSync(descriptor)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (!head.subarray(0, 8).equals(signature) || head.toString('latin1', 12, 16) !== 'IHDR')
    return null
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
}

/**
 * Refuses an icon whose file is beside config.json (under `root`) and is not a PNG of its size: a
 * launcher would stretch it or ignore it. Returns the options whose file (an icon's, or the
 * logo's, which nginx would answer with index.html) is not there yet.
 */
function checkBrandFiles(settings, root) {
  const logoUrl = settings.brand?.logoUrl
  const logoFile = logoUrl ? servedFile(root, logoUrl) : null
  const notThere = logoUrl && !(logoFile && existsSync(logoFile)) ? ['brand.logoUrl'] : []
  for (const { key, size } of pngIcons) {
    const url = settings.brand?.[key]
    if (!url) continue
    const file = servedFile(root, url)
    if (!file || !existsSync(file)) {
      notThere.push(`brand.${key}`)
      continue
    }
    const found = statSync(file).isFile() ? pngSize(file) : null
    if (!found) fail(`${optionLabel(`brand.${key}`)} names a file that is not a PNG`)
    if (found.width !== size || found.height !== size)
      fail(`${optionLabel(`brand.${key}`)} names a PNG of ${found.width}×${found.height}`)
  }
  return notThere
}

/**
 * Writes `text` to `file`. A compressed copy of an earlier file (a build's, or one planted) would
 * be sent in place of this one by a server that sends .gz or .br files as they are: it goes. The
 * text is written beside and renamed, so a server never serves half a file.
 */
function writeServed(file, text, log) {
  for (const copy of [`${file}.gz`, `${file}.br`]) {
    if (!existsSync(copy)) continue
    rmSync(copy)
    log(`write-config: removed ${copy}, which a server could send in place of ${file}.`)
  }
  writeFileSync(`${file}.tmp`, text)
  renameSync(`${file}.tmp`, file)
}

/**
 * The command: checks every value, then writes config.json and the manifest beside it. Returns
 * the exit status (0, or 2 with nothing written); `log` takes stdout's lines, `error` stderr's.
 */
export function main(
  argv,
  env = process.env,
  { log = (line) => console.log(line), error = (line) => console.error(line) } = {},
) {
  let out, settings, filesNotThere
  try {
    const given = parseArguments(argv)
    if (given.has(help)) {
      usage().forEach((line) => log(line))
      return 0
    }
    out = given.get('--out')
    if (!out) fail('--out <file> is required (for example dist/config.json)')
    settings = checkedSettings(given, env)
    filesNotThere = checkBrandFiles(settings, path.dirname(out))
  } catch (refused) {
    if (!(refused instanceof Refused)) throw refused
    error(refused.message)
    return 2
  }
  // JSON.stringify escapes quotes and control characters: whatever a value holds stays a string.
  writeServed(out, `${JSON.stringify(settings, null, 2)}\n`, log)
  log(`write-config: wrote ${out} (${Object.keys(settings).join(', ') || 'no settings'}).`)
  // The web app manifest, beside it, from the same brand settings (the portal's own without them).
  const manifest = path.join(path.dirname(out), manifestFile)
  writeServed(manifest, webManifestText(settings), log)
  log(`write-config: wrote ${manifest} (${settings.brand?.name ?? 'the portal'}'s name).`)
  for (const key of filesNotThere)
    log(
      `write-config: ${optionLabel(key)} names a file not in ${path.dirname(out)} yet: put it there.`,
    )
  // Some of the agency's icons, not all: say which of the portal's own stand in.
  const standIns = options.filter(([key]) =>
    pngIcons.some((icon) => key === `brand.${icon.key}` && !settings.brand?.[icon.key]),
  )
  if (standIns.length > 0 && standIns.length < pngIcons.length)
    log(
      `write-config: the portal's own icons stand in for ${standIns.map(([, option]) => option).join(', ')}.`,
    )
  return 0
}

/** Whether Node was started with this file, by its own path or through a symbolic link. */
function startedAsCommand() {
  try {
    return realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
  } catch {
    return false // No file named (`node -e`), or not one there.
  }
}

if (startedAsCommand()) process.exitCode = main(process.argv.slice(2), process.env)
