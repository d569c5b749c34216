#!/usr/bin/env node
// Builds the portal as it is deployed (a backend host, no demo) and checks it:
// - none of the demo backend reached the output: no MSW, no worker script, no fixtures;
// - the performance budget: the JavaScript a visitor to /login downloads, and all of it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const outDir = 'dist-check'
// /login's budget went from 90 to 92 KB: the return after sign-in (`?next=`, the session-ended and
// non-client messages) is /login's own; the settings read as data (config.json, checked) run
// before any page; and every text of the portal lives in one catalogue (src/domain/messages.ts),
// which /login loads whole. The faster-than-the-floor work is to trim it back under the floor.
const budget = { loginKb: 92, allKb: 130 }

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

const kb = (bytes) => bytes / 1024
const gzipped = (file) => gzipSync(readFileSync(file), { level: 6 }).length
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

// What /login downloads before it can render: the scripts and module preloads of index.html.
const indexHtml = path.join(outDir, 'index.html')
const html = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : ''
if (!html) problems.push('no index.html was built')
const initial = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) =>
  path.join(outDir, m[1]),
)
const loginBytes = initial.reduce((sum, file) => sum + gzipped(file), 0)
const allJs = output.filter((file) => file.endsWith('.js'))
const allBytes = allJs.reduce((sum, file) => sum + gzipped(file), 0)

// Screens other than sign-in load on demand: none of their words are in what /login loads.
const otherScreens = ['View Report', 'Notification Preferences', 'Edit Password', 'Campaign Notes:']
for (const file of initial) {
  const text = readFileSync(file, 'utf8')
  for (const word of otherScreens) {
    if (text.includes(word)) problems.push(`${file}, loaded by /login, holds "${word}"`)
  }
}
if (kb(loginBytes) > budget.loginKb) {
  problems.push(
    `/login downloads ${kb(loginBytes).toFixed(1)} KB of JavaScript (gzip), over ${budget.loginKb} KB`,
  )
}
if (kb(allBytes) > budget.allKb) {
  problems.push(`all JavaScript is ${kb(allBytes).toFixed(1)} KB (gzip), over ${budget.allKb} KB`)
}
rmSync(outDir, { recursive: true, force: true })

console.log(
  `Budget: /login downloads ${kb(loginBytes).toFixed(1)} KB of JavaScript (gzip, ` +
    `limit ${budget.loginKb}) in ${initial.length} files; all routes ${kb(allBytes).toFixed(1)} KB ` +
    `(limit ${budget.allKb}) in ${allJs.length} files.`,
)
if (problems.length > 0) {
  console.error(`The production build fails its checks:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`Production build is clean: ${output.length} files, no demo backend in them.`)
