// The install runs only the install scripts package.json approves (`allowScripts`;
// SECURITY.md). A new dependency that brings a script of its own fails here until someone has read
// the script and approved it with `npm install-scripts approve <package>`.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { installScriptProblems, main } from './check-install-scripts.mjs'

/**
 * How long a child process here may take before it is stopped and its test fails: it only ends a
 * run that hangs. npm reads the lockfile and the whole node_modules tree, about 1.5 s of CPU
 * alone; a full `npm test` on a clean clone with the 2-core machine overloaded (load ~20) stopped
 * it at the 30 s this limit used to be, and its test failed on an exit status of null.
 */
const runLimit = 240_000

/** The packages whose install scripts `dir`'s package.json has not approved. */
function unreviewed(dir: string): string[] {
  const run = spawnSync('npm', ['install-scripts', 'ls', '--json'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: runLimit,
  })
  if (run.error || run.signal) {
    throw new Error(`npm install-scripts ls did not end: ${run.error?.message ?? run.signal}`)
  }
  expect(run.status, run.stderr).toBe(0)
  const listed = JSON.parse(run.stdout) as { allowScripts: { name: string }[] }
  return listed.allowScripts.map((entry) => entry.name)
}

// A test starts one child process (runLimit): a limit for the test that says so.
describe('install scripts', { timeout: runLimit + 10_000 }, () => {
  it('runs none that package.json has not approved', () => {
    expect(unreviewed(process.cwd())).toEqual([])
  })

  it('would name a package whose script nobody approved', () => {
    // The same installed packages, with the approvals taken away.
    const dir = mkdtempSync(path.join(tmpdir(), 'install-scripts-'))
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>
    delete manifest.allowScripts
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest))
    copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'))
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
    try {
      expect(unreviewed(dir)).toEqual(expect.arrayContaining(['esbuild', 'msw']))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

// npm cannot hold an approval to one version here (a pinned `name@version` entry stays pending:
// the lockfile records no download addresses), so package.json also names the version whose
// install script someone read (`allowScriptsReviewed`). A lockfile that moves an approved package
// to another version fails here until someone has read the new script (issue 26, P1).
describe('approved install scripts', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    allowScripts: Record<string, boolean>
    allowScriptsReviewed: Record<string, string>
  }
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string }>
  }

  it('each has the version whose script was reviewed', () => {
    const approved = Object.keys(manifest.allowScripts).filter(
      (name) => manifest.allowScripts[name],
    )
    const installed = Object.fromEntries(
      approved.map((name) => [name, lock.packages[`node_modules/${name}`]?.version]),
    )
    expect(installed).toEqual(manifest.allowScriptsReviewed)
  })
})

// .ci/run's check before `npm ci` (scripts/check-install-scripts.mjs): the same rule, on the
// lockfile alone, before any script has run (issue 43, N11).
// One test starts Node (runLimit), on two small files: about 50 ms alone.
describe('the check before npm ci', { timeout: runLimit + 10_000 }, () => {
  const manifest = {
    allowScripts: { esbuild: true, msw: true, sharp: false },
    allowScriptsReviewed: { esbuild: '0.28.2', msw: '2.15.0' },
  }
  const lock = (packages: Record<string, object>) => ({ packages: { '': {}, ...packages } })
  const script = (version: string) => ({ version, hasInstallScript: true })

  it("passes this project's lockfile", () => {
    const own = JSON.parse(readFileSync('package.json', 'utf8'))
    const locked = JSON.parse(readFileSync('package-lock.json', 'utf8'))
    expect(installScriptProblems(own, locked)).toEqual([])
  })

  it('passes approved packages at their reviewed versions, and denied ones', () => {
    const locked = lock({
      'node_modules/esbuild': script('0.28.2'),
      'node_modules/vite/node_modules/msw': script('2.15.0'),
      'node_modules/sharp': script('1.0.0'),
      'node_modules/react': { version: '19.3.1' },
    })
    expect(installScriptProblems(manifest, locked)).toEqual([])
  })

  it('stops an approved package moved to another version, naming it', () => {
    const [problem] = installScriptProblems(
      manifest,
      lock({ 'node_modules/esbuild': script('0.29.0') }),
    )
    expect(problem).toMatch(
      /^esbuild is locked at 0\.29\.0, but the install script approved is 0\.28\.2's/,
    )
  })

  it('stops a new package with an install script, naming it', () => {
    const [problem] = installScriptProblems(
      manifest,
      lock({ 'node_modules/@scope/tool': script('1.2.3') }),
    )
    expect(problem).toMatch(/^@scope\/tool 1\.2\.3 has an install script nobody approved/)
  })

  it('says what it does under --help, exit 0, and refuses what it does not take (issue 57)', () => {
    const printed: string[] = []
    const print = { log: (line: string) => printed.push(line), error: () => {} }
    expect(main(['--help'], print)).toBe(0)
    expect(printed[0]).toMatch(/^Usage: node scripts\/check-install-scripts\.mjs /)
    expect(main(['--fix'], print)).toBe(2)
    expect(main([], { ...print, cwd: '.' })).toBe(0)
  })

  it('fails CI with the message when run, before anything is installed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'install-check-'))
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest))
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify(lock({ 'node_modules/esbuild': script('0.29.0') })),
    )
    try {
      const run = spawnSync(process.execPath, [path.resolve('scripts/check-install-scripts.mjs')], {
        cwd: dir,
        encoding: 'utf8',
        timeout: runLimit,
      })
      expect(run.signal, 'the check did not end').toBeNull()
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('Install scripts: esbuild is locked at 0.29.0')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
