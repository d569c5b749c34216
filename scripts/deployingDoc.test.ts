import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContract } from '../contract/contract.mjs'
import { serveContract, sourceAddress } from '../contract/serve'
import { demoUser } from '../src/mocks/fixtures'
import { createHandlers } from '../src/mocks/handlers'
import { main as checkBackend } from './check-backend.mjs'
import { runInBash, shellBlocks, type InProcess } from './docCommands'
import { debianBrotliModule, main as renderNginx } from './render-nginx.mjs'
import { main as writeConfig } from './write-config.mjs'

/**
 * docs/deploying.md's commands, every ```sh block in order, run as written (issue 57): by bash,
 * in a folder standing in for the operator's, with the logo and icons its example copies. What a
 * block prints must be the ```text block after it. The repository's commands run in this process
 * by their `main` (scripts/docCommands.ts); nginx, curl, cp and the rest are the real programs.
 */
const doc = readFileSync(path.resolve(import.meta.dirname, '../docs/deploying.md'), 'utf8')
const contract = loadContract()
// nginx's workers run as nobody when the test runs as root: they must read the portal's files.
const work = mkdtempSync(path.join(tmpdir(), 'deploying-doc-'))
chmodSync(work, 0o755)

/** Two ports nothing listens on, for nginx on loopback. */
async function freePorts() {
  const one = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
  return { https: await one(), http: await one() }
}

/**
 * What cannot run here as written, and what stands in: nothing else of a command is changed.
 * - The operator's paths: this test's folder (`work`); the build is served where it is built.
 * - 443 and 80 on every address, which a test may not take: two free ports on loopback, given
 *   to the renderer as `--listen` and `--http-listen` and to curl in its addresses.
 * - The Brotli module and nginx: NGINX_BROTLI_MODULE's and NGINX_PATH's, where they are set.
 * - The test account: the contract backend's demo client (its password typed on stdin below).
 * - `...   # as in step 2`: step 2's options, as the line says.
 * Further, in `commands`: `npm run build` and the staging backend's address.
 */
function mapped(text: string, ports: { https: number; http: number }) {
  const stepTwo = /write-config\.mjs --out dist\/config\.json \\\n([\s\S]*?)\n```/.exec(doc)?.[1]
  const replacements: [string | RegExp, string | ((match: string, comment: string) => string)][] = [
    ['/srv/portal/dist', `${work}/dist`],
    ['/var/lib/portal-nginx', `${work}/nginx`],
    ['/etc/nginx/portal.conf', `${work}/portal.conf`],
    ['/etc/ssl/portal.crt', `${work}/portal.crt`],
    ['/etc/ssl/portal.key', `${work}/portal.key`],
    [
      'node scripts/render-nginx.mjs',
      `node scripts/render-nginx.mjs --listen 127.0.0.1:${ports.https} --http-listen 127.0.0.1:${ports.http}`,
    ],
    ['http://127.0.0.1/', `http://127.0.0.1:${ports.http}/`],
    ['portal.example.com:443:127.0.0.1', `portal.example.com:${ports.https}:127.0.0.1`],
    ['https://portal.example.com/', `https://portal.example.com:${ports.https}/`],
    ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', debianBrotliModule],
    [/^nginx /gm, `${process.env.NGINX_PATH ?? 'nginx'} `],
    ['probe@example.com', demoUser.email],
    [/ \.\.\.( +# as in step 2)$/gm, (_, comment) => ` \\\n${stepTwo}${comment}`],
  ]
  // A function as the replacement: the text is taken as it is, `$` and all.
  return replacements.reduce(
    (out, [from, to]) => out.replaceAll(from, typeof to === 'string' ? () => to : to),
    text,
  )
}

/** The brand's files the example copies, where the operator keeps them. */
function brandFiles() {
  writeFileSync(path.join(work, 'acme-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  for (const [file, size] of [
    ['acme-192.png', 192],
    ['acme-512.png', 512],
    ['acme-maskable.png', 512],
    ['acme-touch.png', 180],
  ] as const)
    writeFileSync(path.join(work, file), PNG.sync.write(new PNG({ width: size, height: size })))
  // A certificate for the portal's name: `-k` in the document's check skips whose it is.
  const openssl = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', `${work}/portal.key`, '-out', `${work}/portal.crt`, '-days', '1'],
    ...['-subj', '/CN=portal.example.com'],
  ])
  expect(openssl.status, String(openssl.stderr)).toBe(0)
}

/** Runs a synchronous command's `main` in bash's folder, where its relative paths are. */
function inFolder(cwd: string, run: () => number) {
  const before = process.cwd()
  process.chdir(cwd)
  try {
    return run()
  } finally {
    process.chdir(before)
  }
}

/**
 * The repository's commands, in this process (`say` takes what they print), and what stands in
 * for the two that cannot run here as written.
 */
function inProcess(backendOrigin: string, say: (line: string) => void): Record<string, InProcess> {
  return {
    // Not run: a production build takes a minute of CPU (e2e/globalSetup.ts makes the one the
    // end-to-end tests serve). What the later commands need of it: its pages, `{}` settings.
    build: (argv, { cwd }) => {
      const out = path.resolve(cwd, argv[0] === '--outDir' ? (argv[1] ?? '') : 'dist')
      mkdirSync(out, { recursive: true })
      for (const page of ['index.html', 'login.html', 'forgot-password.html'])
        writeFileSync(path.join(out, page), `<title>${page}</title>`)
      writeFileSync(path.join(out, 'config.json'), '{}\n')
      return 0
    },
    'write-config': (argv, { cwd, env }) =>
      inFolder(cwd, () => writeConfig(argv, env, { log: say, error: say })),
    'render-nginx': (argv, { cwd }) =>
      inFolder(cwd, () => renderNginx(argv, { log: say, error: say })),
    // The staging backend's address reaches the contract's handlers on loopback.
    'check-backend': (argv, { env }) => {
      const toBackend = (input: string | URL | Request, init?: RequestInit) =>
        fetch(String(input).replace('https://staging-api.example.com', backendOrigin), init)
      const fetchTool = toBackend as typeof fetch
      return checkBackend(argv, env, { print: say, error: say, contract, fetch: fetchTool })
    },
  }
}

/** nginx as the document started it (a daemon): stopped by the id in its pid file. */
function stopNginx() {
  const pidFile = path.join(work, 'nginx', 'nginx.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  if (pid > 0) process.kill(pid, 'SIGQUIT')
}
afterAll(() => {
  stopNginx()
  rmSync(work, { recursive: true, force: true })
})

describe('docs/deploying.md', () => {
  // nginx and a dozen small programs, the probe's calls on the real clock: a few seconds alone.
  // The limit only ends a hang.
  it(
    'runs as written: builds, configures, serves, checks the server and the backend',
    { timeout: 120_000 },
    async () => {
      brandFiles()
      const ports = await freePorts()
      const handlers = createHandlers({ sourceOf: sourceAddress })
      const backend = await serveContract({
        portalOrigin: 'https://portal.example.com',
        handlers: () => handlers,
      })
      const transcript: string[] = []
      const commands = inProcess(backend.origin, (line) => transcript.push(line))
      const blocks = shellBlocks(doc)
      try {
        const run = await runInBash(
          blocks.map(({ commands: text }) => mapped(text, ports)),
          {
            cwd: work,
            env: { PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin`, HOME: work, LANG: 'C.UTF-8' },
            stdin: `${demoUser.password}\n`,
            commands,
            transcript,
            timeoutMs: 110_000,
          },
        )
        const story = `${run.stderr}\n${transcript.join('\n')}`
        expect(run.status, story).toBe(0)
        expect(run.printed).toHaveLength(blocks.length)
        blocks.forEach(({ prints }, index) => {
          if (prints === undefined) return
          const lines = (run.printed[index] ?? '').split('\n').map((line) => line.trimEnd())
          expect(lines.join('\n').trim(), story).toBe(prints.trim())
        })
        // What the example names, it has created: no setting points at a file that is not there.
        expect(transcript.join('\n')).not.toContain('yet: put it there')
        expect(readlinkSync(path.join(work, 'current'))).toBe('releases/2026-11-27')
        expect(
          JSON.parse(readFileSync(path.join(work, 'current/config.json'), 'utf8')),
        ).toMatchObject({
          reportOrigins: ['https://reports.example.com'],
        })
        expect(transcript).toContainEqual(expect.stringMatching(/^\d+ passed, 0 failed$/))
      } finally {
        stopNginx()
        await backend.close()
      }
    },
  )
})
