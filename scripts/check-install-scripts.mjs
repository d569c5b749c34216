#!/usr/bin/env node
// Before `npm ci` runs anything (.ci/run): every package in package-lock.json that brings an
// install script must be one package.json approves (`allowScripts`), at the version whose script
// someone read (`allowScriptsReviewed`). A lockfile that moves an approved package to another
// version, or brings a new package with a script, stops CI here, naming the package, before that
// script could run (SECURITY.md). Node's built-ins only: nothing is installed yet.
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

const usage = [
  'Usage: node scripts/check-install-scripts.mjs   (in the checkout, before npm ci)',
  "Reads package.json and package-lock.json here; exit 1, naming each package, when one brings an install script package.json's allowScripts and allowScriptsReviewed do not approve at its locked version. SECURITY.md, Install scripts.",
]

/**
 * The command, on `cwd`'s package.json and package-lock.json: the exit status (0, 1 for a problem,
 * 2 for an argument it does not take); `log` takes stdout's lines, `error` stderr's.
 */
export function main(
  argv,
  { cwd = '.', log = (line) => console.log(line), error = (line) => console.error(line) } = {},
) {
  if (argv[0] === '--help' || argv[0] === '-h') {
    usage.forEach((line) => log(line))
    return 0
  }
  if (argv.length > 0) {
    error(`check-install-scripts: takes no ${argv[0]}\n${usage[0]}`)
    return 2
  }
  const read = (file) => JSON.parse(readFileSync(path.join(cwd, file), 'utf8'))
  const problems = installScriptProblems(read('package.json'), read('package-lock.json'))
  for (const problem of problems) error(`Install scripts: ${problem}.`)
  return problems.length > 0 ? 1 : 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)))
