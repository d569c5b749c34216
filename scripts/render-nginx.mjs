#!/usr/bin/env node
// Renders deploy/nginx.conf.template into a working nginx configuration.
//
//   node scripts/render-nginx.mjs --root /srv/portal/dist --listen 80 \
//     --api https://api.example.com --reports "https://reports.example.com https://bi.example.com" \
//     --prefix /var/lib/portal-nginx --out /etc/nginx/portal.conf
//
// --api and --reports are origins: the Content-Security-Policy lets the portal call only the
// backend (connect-src) and frame only the report hosts (frame-src).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const template = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../deploy/nginx.conf.template',
)

function origin(value, name) {
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name}: ${value} is not http(s)`)
  return url.origin
}

/** The Content-Security-Policy for the portal: itself, its backend, and its report hosts. */
export function contentSecurityPolicy({ api, reports }) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origin(api, '--api')}`,
    `frame-src ${reports.map((report) => origin(report, '--reports')).join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export function renderNginx(options) {
  const prefix = path.resolve(options.prefix)
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true })
  }
  const values = {
    USER_DIRECTIVE: options.user ? `user ${options.user};` : '',
    PREFIX: prefix,
    MIME_TYPES: options.mime ?? '/etc/nginx/mime.types',
    LISTEN: String(options.listen),
    ROOT: path.resolve(options.root),
    CSP: contentSecurityPolicy(options),
  }
  return readFileSync(template, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`The template names \${${name}}, which has no value`)
    return values[name]
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(
    process.argv.slice(2).reduce((pairs, arg, index, all) => {
      if (arg.startsWith('--')) pairs.push([arg.slice(2), all[index + 1]])
      return pairs
    }, []),
  )
  for (const required of ['root', 'listen', 'api', 'reports', 'prefix', 'out']) {
    if (!args[required]) {
      console.error(`Missing --${required}. See the top of scripts/render-nginx.mjs.`)
      process.exit(2)
    }
  }
  const config = renderNginx({ ...args, reports: args.reports.split(/\s+/).filter(Boolean) })
  writeFileSync(args.out, config)
  console.log(`Wrote ${args.out}`)
}
