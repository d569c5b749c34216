// The backend probe's command line (scripts/check-backend.mjs). The password never comes on it:
// npm prints a script's arguments in its header line, the shell keeps them in its history, and
// the process list shows them to every user (issue 57). It comes from CHECK_BACKEND_PASSWORD or
// the first line of standard input.
import { StringDecoder } from 'node:string_decoder'

export const usage =
  'usage: npm run check-backend -- --api <url> --email <test account> [--password-stdin] ' +
  '[--origin <portal origin>] [--try-lockout] [--allow-http]'

/** What `--help` prints. */
export const help = [
  usage,
  '  --api <url>             the backend, https: (config.json’s apiBaseUrl)',
  '  --email <address>       a test account of the role client, on a staging backend',
  '  CHECK_BACKEND_PASSWORD  its password, from the environment; or else',
  '  --password-stdin        its password, the first line of standard input',
  '  --origin <origin>       the portal’s origin, for the CORS checks',
  '  --try-lockout           the sign-in limits too: locks this address out for 15 minutes',
  '  --allow-http            a plain http: backend (a loopback test only)',
  'Exit status: 0 all passed, 1 a check failed, 2 the command is wrong. docs/deploying.md, Checking a backend.',
]

/** The command line is wrong: said with `usage`, exit status 2. */
export class UsageError extends Error {}

const passwordWays = 'set CHECK_BACKEND_PASSWORD, or give --password-stdin and pipe it in'

/** Options from the command line and CHECK_BACKEND_PASSWORD; throws UsageError. */
export function parseArguments(argv, env = {}) {
  if (argv.includes('--help')) return { help: true }
  const options = { tryLockout: false, allowHttp: false, passwordStdin: false }
  const flags = { '--try-lockout': 'tryLockout', '--allow-http': 'allowHttp' }
  Object.assign(flags, { '--password-stdin': 'passwordStdin' })
  const valued = { '--api': 'api', '--email': 'email', '--origin': 'origin' }
  for (let index = 0; index < argv.length; index++) {
    const [name, inline] = argv[index].split(/=(.*)/s)
    if (name === '--password')
      throw new UsageError(
        `--password on the command line shows in npm's header line, the shell's history and the process list: ${passwordWays}`,
      )
    if (name in flags) options[flags[name]] = true
    else if (name in valued) {
      const value = inline ?? argv[++index]
      if (value === undefined || value === '') throw new UsageError(`${name} needs a value`)
      options[valued[name]] = value
    } else throw new UsageError(`unknown option ${name}`)
  }
  for (const required of ['api', 'email']) {
    if (!options[required]) throw new UsageError(`--${required} is required`)
  }
  const fromEnv = env.CHECK_BACKEND_PASSWORD
  if (fromEnv && options.passwordStdin)
    throw new UsageError(
      'a password in CHECK_BACKEND_PASSWORD and --password-stdin: give it one way',
    )
  if (!fromEnv && !options.passwordStdin) throw new UsageError(`no password: ${passwordWays}`)
  return checkedOptions({ ...options, password: fromEnv })
}

/**
 * The backend's address as the portal joins it with a path; http: only when allowed. No value is
 * repeated in a message: a mistyped one may hold the password.
 */
export function checkedOptions(options) {
  const api = URL.parse(options.api)
  if (!api) throw new UsageError('--api is not an address (https://host[:port][/path])')
  if (api.username || api.password)
    throw new UsageError(
      '--api has a username or password: the probe would send it and print it; give the address alone',
    )
  if (api.protocol === 'http:' && !options.allowHttp) {
    throw new UsageError(
      `--api is plain http: tokens and passwords would cross the network in clear; use https: (--allow-http is for a loopback test)`,
    )
  }
  if (api.protocol !== 'https:' && api.protocol !== 'http:') {
    throw new UsageError(`--api must be an https: address`)
  }
  const origin = options.origin ? URL.parse(options.origin)?.origin : null
  if (origin === undefined) throw new UsageError('--origin is not an origin (https://host[:port])')
  return { ...options, api: api.href.replace(/\/+$/, ''), origin }
}

/** The password from standard input: its first line, without the line's end. */
export async function passwordFromStdin(stream) {
  const decoder = new StringDecoder('utf8')
  let text = ''
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : decoder.write(chunk)
    if (text.includes('\n')) break
  }
  const password = text.split(/\r?\n/)[0]
  if (!password) throw new UsageError(`no password: standard input had none (${passwordWays})`)
  return password
}
