#!/usr/bin/env node
// Before `npm ci` runs anything (.ci/run): every package in package-lock.json that brings an
// install script must be one package.json approves (`allowScripts`), at the version whose script
// someone read (`allowScriptsReviewed`). A lockfile that moves an approved package to another
// version, or brings a new package with a script, stops CI here, naming the package, before that
// script could run (SECURITY.md). Node's built-ins only: nothing is installed yet.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The package a lockfile location installs: `node_modules/a/node_modules/@b/c` is `@b/c`. */
export function nameAt(location) {
  const at = location.lastIndexOf('node_modules/')
  return at < 0 ? null : location.slice(at + 'node_modules/'.length)
}

/** One sentence for each locked package whose install script has not been approved as it is. */
export function installScriptProblems(manifest, lock) {
  const allowed = manifest.allowScripts ?? {}
  const reviewed = manifest.allowScriptsReviewed ?? {}
  const problems = []
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!entry.hasInstallScript || entry.inBundle) continue
    const name = nameAt(location)
    if (name === null || allowed[name] === false) continue // Denied: npm never runs it.
    if (allowed[name] !== true) {
      problems.push(
        `${name} ${entry.version} has an install script nobody approved: read it, then \`npm install-scripts approve ${name}\` (or deny it) and name the version in allowScriptsReviewed`,
      )
    } else if (reviewed[name] !== entry.version) {
      problems.push(
        `${name} is locked at ${entry.version}, but the install script approved is ${reviewed[name] ?? 'of no version'}'s: read the script of ${entry.version}, then write it in allowScriptsReviewed`,
      )
    }
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'))
  const problems = installScriptProblems(read('package.json'), read('package-lock.json'))
  for (const problem of problems) console.error(`Install scripts: ${problem}.`)
  process.exit(problems.length > 0 ? 1 : 0)
}
