#!/usr/bin/env node
// Builds the portal as it is deployed (a backend host, no demo) and checks it:
// - none of the demo backend reached the output: no MSW, no worker script, no fixtures;
// - the performance budget: the JavaScript a visitor to /login downloads, and all of it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const outDir = 'dist-check'
// /login's budget: the JavaScript it needs to be usable, gzip level 9, 1000-byte kB, as
// ../shared/bench/lighthouse-vs-floor.sh counts it: the script and module preloads of the page it is
// served as (the prerendered login.html). The floor app (React, react-dom and the router with one
// form) measures 81.5 kB; the portal's sign-in does without React Router and stays under it.
const budget = { loginKb: 81, allKb: 140 }

rmSync(outDir, { recursive: true, force: true })
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_BASE_URL: 'https://api.portal.example',
    VITE_DEMO_BACKEND: '',
  },
})
if (build.status !== 0) {
  console.error('The production build failed.')
  process.exit(1)
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

const kb = (bytes) => bytes / 1000
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const problems = []
const output = files(outDir)

/** Text that only the demo backend contains. */
const demoOnly = ['mockServiceWorker', 'setupWorker', '[MSW]', 'demo-password', 'Northwind Outdoor']
for (const file of output) {
  if (/mockServiceWorker|demo-reports/.test(file)) problems.push(`${file} is demo-only`)
  if (!/\.(js|html|css)$/.test(file)) continue
  const text = readFileSync(file, 'utf8')
  for (const word of demoOnly) if (text.includes(word)) problems.push(`${file} contains "${word}"`)
}
if (!output.some((file) => readFileSync(file, 'utf8').includes('https://api.portal.example'))) {
  problems.push('the backend host from VITE_API_BASE_URL is not in the build')
}

// What /login downloads before it is usable: the scripts and module preloads of the page it is
// served as, the prerendered login.html (index.html's own tags, as the shared script reads them).
const loginHtml = path.join(outDir, 'login.html')
const html = existsSync(loginHtml) ? readFileSync(loginHtml, 'utf8') : ''
if (!html) problems.push('no prerendered login.html was built')
for (const page of ['login.html', 'forgot-password.html']) {
  const text = existsSync(path.join(outDir, page))
    ? readFileSync(path.join(outDir, page), 'utf8')
    : ''
  if (!text.includes('<form')) problems.push(`${page} holds no prerendered form`)
  // The CSP allows only the portal's own script files (script-src 'self').
  if (/<script(?![^>]*\bsrc=)/.test(text)) problems.push(`${page} holds an inline script`)
}
const scriptTags = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g
const initial = [...new Set([...html.matchAll(scriptTags)].map((m) => path.join(outDir, m[1])))]
if (html && initial.length === 0) problems.push('login.html asks for none of the app’s code')
const loginBytes = initial.reduce((sum, file) => sum + gzipped(file), 0)
const allJs = output.filter((file) => file.endsWith('.js'))
const allBytes = allJs.reduce((sum, file) => sum + gzipped(file), 0)

// Screens other than sign-in load on demand: none of their words are in what /login loads. Nor
// is React Router (its own error text marks its code): the public pages do without it.
const otherScreens = ['View Report', 'Notification Preferences', 'Edit Password', 'Campaign Notes:']
const routerCode = 'may be used only in the context of a <Router>'
for (const file of initial) {
  const text = readFileSync(file, 'utf8')
  for (const word of otherScreens) {
    if (text.includes(word)) problems.push(`${file}, loaded by /login, holds "${word}"`)
  }
  if (text.includes(routerCode)) problems.push(`${file}, loaded by /login, holds React Router`)
}
if (
  !output.some((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(routerCode))
) {
  problems.push('no React Router in the build: the check for it in /login reads the wrong text')
}
if (kb(loginBytes) > budget.loginKb) {
  problems.push(
    `/login downloads ${kb(loginBytes).toFixed(1)} kB of JavaScript (gzip), over ${budget.loginKb} kB`,
  )
}
if (kb(allBytes) > budget.allKb) {
  problems.push(`all JavaScript is ${kb(allBytes).toFixed(1)} kB (gzip), over ${budget.allKb} kB`)
}
rmSync(outDir, { recursive: true, force: true })

console.log(
  `Budget: /login downloads ${kb(loginBytes).toFixed(1)} kB of JavaScript (gzip, ` +
    `limit ${budget.loginKb}) in ${initial.length} files; all routes ${kb(allBytes).toFixed(1)} kB ` +
    `(limit ${budget.allKb}) in ${allJs.length} files.`,
)
if (problems.length > 0) {
  console.error(`The production build fails its checks:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`Production build is clean: ${output.length} files, no demo backend in them.`)
