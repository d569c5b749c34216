#!/usr/bin/env node
// Builds the portal as it is deployed (a backend host, no demo) and checks that none of the
// demo backend reached the output: no MSW, no worker script, no fixtures, no demo reports.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

const outDir = 'dist-check'
rmSync(outDir, { recursive: true, force: true })
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: 'https://api.portal.example', VITE_DEMO_BACKEND: '' },
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

/** Text that only the demo backend contains. */
const forbidden = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'demo-password',
  'Northwind Outdoor',
  'demo-reports',
]
const problems = []
const output = files(outDir)
for (const file of output) {
  if (/mockServiceWorker|demo-reports/.test(file)) problems.push(`${file} is demo-only`)
  if (!/\.(js|html|css)$/.test(file)) continue
  const text = readFileSync(file, 'utf8')
  for (const word of forbidden) if (text.includes(word)) problems.push(`${file} contains "${word}"`)
}
if (!existsSync(path.join(outDir, 'index.html'))) problems.push('no index.html was built')
if (!output.some((file) => readFileSync(file, 'utf8').includes('https://api.portal.example'))) {
  problems.push('the backend host from VITE_API_BASE_URL is not in the build')
}
rmSync(outDir, { recursive: true, force: true })

if (problems.length > 0) {
  console.error(`The production build is not clean:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`Production build is clean: ${output.length} files, no demo backend in them.`)
