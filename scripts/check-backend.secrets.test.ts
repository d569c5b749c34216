import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { loadContract } from '../contract/contract.mjs'
import { listenOnLoopback } from '../contract/serve'
import { main, runProbe } from './check-backend.mjs'

/**
 * What the backend probe (`npm run check-backend`) sends, and what it prints (issue 57): nothing
 * goes to a host but --api, not even on a backend's redirect; the password comes from a variable
 * or standard input, never the command line; and no line holds it in any form a backend or a
 * library may write it in. Against backends in this process, or a fake fetch: no real wait.
 */
const contract = loadContract()
const email = 'probe@example.test'
/** What JSON, a URL and a URL's user part each write in another way, and a letter outside ASCII. */
const password = 'pa"ss\\wörd /@:%+&~1'

/** The probe's printed lines against a backend that answers every call `status` with `body`. */
async function linesFor(body: string, status = 500) {
  const lines: string[] = []
  const answer = async () => new Response(body, { status })
  await runProbe(
    { api: 'https://api.example.test', email, password },
    { print: (line) => lines.push(line), fetch: answer as typeof fetch, contract },
  )
  return lines.join('\n')
}

describe('the probe never follows a redirect', () => {
  it('fails the call on a 3xx, naming where it pointed, and sends nothing there', async () => {
    const elsewhere: string[] = []
    const other = await listenOnLoopback(
      createServer((request, response) => {
        elsewhere.push(`${request.method} ${request.url}`)
        response.end()
      }),
    )
    const backend = await listenOnLoopback(
      createServer((request, response) => {
        response.writeHead(307, { Location: `${other.origin}${request.url}` }).end()
      }),
    )
    try {
      const lines: string[] = []
      const { passed } = await runProbe(
        { api: backend.origin, email, password, allowHttp: true },
        { print: (line) => lines.push(line), contract },
      )
      // Once followed, the sign-in's email and password went there six times, in clear text.
      expect(elsewhere).toEqual([])
      expect(lines).toContain(
        `FAIL  sign-in: POST /api/auth/login answered 307, a redirect to ${other.origin}/api/auth/login: the probe follows none (it would send the password on); give --api the address that answers`,
      )
      expect(passed).toBe(0)
    } finally {
      await Promise.all([backend.close(), other.close()])
    }
  })
})

describe('no line the probe prints holds the password', () => {
  const ascii = (json: string) =>
    json.replace(/[^\0-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  const json = JSON.stringify(password).slice(1, -1)
  const userPart = new URL(`https://probe@api.example.test/`)
  userPart.password = password

  it.each([
    ['as it is', password],
    ['JSON-escaped', json],
    ['JSON-escaped to ASCII', ascii(json)],
    ['JSON-escaped to ASCII, in capitals', ascii(json).replace(/\\u00f6/, '\\u00F6')],
    ['URL-encoded', encodeURIComponent(password)],
    ['URL-encoded in lower case', encodeURIComponent(password).toLowerCase()],
    ['form-encoded', new URLSearchParams({ password }).toString().slice('password='.length)],
    ["in a URL's user part", userPart.href],
  ])('echoed back %s', async (_, form) => {
    const printed = await linesFor(`{"error":"wrong password: ${form}"}`)
    expect(printed).toContain('wrong password: ')
    expect(printed).not.toContain(form)
    expect(printed).toContain('[password]')
  })

  it('at the end of a long answer, where the line cuts it short', async () => {
    const printed = await linesFor(`${'x'.repeat(150)}${password}`)
    expect(printed).toContain('x'.repeat(150))
    expect(printed).not.toContain(password.slice(0, 8))
  })

  it('at the start of an answer that is not JSON, which a parse error would quote', async () => {
    const printed = await linesFor(`${password} is no JSON`, 200)
    expect(printed).toContain('not JSON')
    expect(printed).not.toContain(password.slice(0, 8))
  })

  it("in --api's user part: refused before anything is sent", async () => {
    const printed: string[] = []
    const print = (line: string) => printed.push(line)
    const api = 'https://probe:hunter2@api.example.test'
    const status = await main(
      ['--api', api, '--email', email],
      { CHECK_BACKEND_PASSWORD: password },
      { print, error: print, contract },
    )
    expect(status).toBe(2)
    expect(printed.join('\n')).toMatch(/^check-backend: --api has a username or password/)
    expect(printed.join('\n')).not.toContain('hunter2')
  })
})

describe('the password comes from a variable or standard input', () => {
  /** main with `argv`, `env` and standard input `stdin`: its status, what it printed and sent. */
  async function command(argv: string[], env: Record<string, string>, stdin = '') {
    const printed: string[] = []
    const sent: string[] = []
    const print = (line: string) => printed.push(line)
    const answer = async (_: string, init?: RequestInit) => {
      sent.push(String(init?.body ?? ''))
      return new Response('', { status: 500 })
    }
    const status = await main(
      ['--api', 'https://api.example.test', '--email', email, ...argv],
      env,
      {
        print,
        error: print,
        contract,
        fetch: answer as typeof fetch,
        stdin: Readable.from([stdin]),
      },
    )
    return { status, printed: printed.join('\n'), sent }
  }

  it('refuses --password: npm prints it, the shell keeps it, the process list shows it', async () => {
    const { status, printed, sent } = await command(['--password', 'on-the-command-line'], {})
    expect(status).toBe(2)
    expect(printed).toMatch(
      /^check-backend: --password on the command line .* set CHECK_BACKEND_PASSWORD, or give --password-stdin/,
    )
    expect(printed).not.toContain('on-the-command-line')
    expect(sent).toEqual([])
  })

  it('reads the first line of standard input with --password-stdin', async () => {
    const { sent } = await command(['--password-stdin'], {}, `${password}\nnext line\n`)
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({ email, password })
  })

  it('takes CHECK_BACKEND_PASSWORD, and refuses a password given two ways or none', async () => {
    const fromEnv = await command([], { CHECK_BACKEND_PASSWORD: password })
    expect(JSON.parse(fromEnv.sent[0] ?? '{}')).toEqual({ email, password })
    const twice = await command(['--password-stdin'], { CHECK_BACKEND_PASSWORD: 'a' }, 'b\n')
    expect(twice.status).toBe(2)
    expect(twice.printed).toMatch(/^check-backend: a password in CHECK_BACKEND_PASSWORD and/)
    for (const [argv, stdin] of [
      [[], ''],
      [['--password-stdin'], '\n'],
    ] as const) {
      const none = await command([...argv], {}, stdin)
      expect(none.status).toBe(2)
      expect(none.printed).toMatch(/^check-backend: no password: /)
    }
  })

  it('lists its options under --help, exit 0, and sends nothing', async () => {
    const { status, printed, sent } = await command(['--help'], {})
    expect(status).toBe(0)
    for (const option of ['--api', '--email', '--password-stdin', 'CHECK_BACKEND_PASSWORD'])
      expect(printed).toContain(option)
    expect(sent).toEqual([])
  })
})
