#!/usr/bin/env node
// The backend probe: checks a running backend against the contract (contract/openapi.yaml)
// before the portal is pointed at it (docs/deploying.md, Checking a backend).
//
//   npm run check-backend -- --api https://staging-api.example.com --email probe@example.com \
//     [--password-stdin] [--origin https://portal.example.com] [--try-lockout] [--allow-http]
//
// The password comes from CHECK_BACKEND_PASSWORD, or with --password-stdin from standard input;
// never the command line (scripts/check-backend.options.mjs). Use a test account of the role
// client on a staging backend: the probe signs it in and out, sends it one reset email, sets its
// password to the one it has (after trying a short one, which it puts back if the backend took
// it) and, only with --try-lockout, fails its sign-in until the backend slows it down and then
// fails sign-ins for made-up emails until the backend locks this address out (15 minutes, by the
// contract).
//
// It calls each endpoint as the portal does and checks each answer against the document, then
// tries the contract's refusals that are safe to try. One line per check (pass, FAIL with what
// came back, or skip with why), then `N passed, N failed`; the exit status is 1 when a check
// failed, 2 when the command itself is wrong. It never prints the password (in any form a backend
// may echo it: scripts/secretPattern.mjs) or a token, never follows a redirect (it would send the
// password to another host), and refuses a plain http: backend unless --allow-http (a loopback
// test, never a real backend).
// A verdict depends on the backend alone, not on how fast the network or this machine is: a check
// whose token ended before the backend answered runs again with a fresh one (three times at most,
// then it is skipped, saying why), the sign-in delay is skipped when its wrong passwords came
// further apart than the contract's delay, and a request whose connection closed before any
// answer is sent once more, as the portal's browser does.
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadContract } from '../contract/contract.mjs'
import {
  UsageError,
  checkedOptions,
  help,
  parseArguments,
  passwordFromStdin,
  usage,
} from './check-backend.options.mjs'
import { secretPattern } from './secretPattern.mjs'

export { UsageError, parseArguments, usage }

/** The checks, in the order they run and print. */
export const checkNames = [
  'sign-in',
  'session-check',
  'advertisers',
  'optimization',
  'user-query',
  'profile',
  'forgot-password',
  'short-password',
  'update-password',
  'logout',
  'revoked-after-logout',
  'foreign-signature',
  'alg-none',
  'other-user',
  'other-advertiser',
  'cors-other-origin',
  'cors-portal-origin',
  'no-store',
  'sign-in-delay-per-email',
  'sign-in-lockout-per-source',
  'expired-token',
]

// Tokens: the probe reads and edits them as anyone could, never signs one.
const base64Url = {
  encode: (text) => Buffer.from(text, 'utf8').toString('base64url'),
  decode: (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')),
}

/** A JWT's header and payload, or null when `token` is not one. */
function decodeJwt(token) {
  const parts = String(token).split('.')
  if (parts.length !== 3) return null
  try {
    return { header: base64Url.decode(parts[0]), payload: base64Url.decode(parts[1]), parts }
  } catch {
    return null
  }
}

/** A check's verdict; `Failed` thrown inside a check fails it with its message. */
class Failed extends Error {}
class Skipped extends Error {}

const stranger = 'https://check-backend-stranger.invalid'
const otherEmail = 'another-user@check-backend.invalid'
/**
 * A connection closed before any answer came: most often a kept-alive one the server was closing
 * as the request went out. The portal's browser then sends the request once more, on a new
 * connection; so does the probe.
 */
const closedCodes = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])
/** How many times a check runs while its calls outlast its token's life. */
const attemptsPerCheck = 3

/**
 * Runs every check against `options.api`, printing one line each as it ends. Gives back the
 * results and the counts. `fetch`, `print` and `sleep` are the test's to replace.
 */
export async function runProbe(options, tools = {}) {
  const { api, email, password, origin, tryLockout } = checkedOptions(options)
  const print = tools.print ?? ((line) => console.log(line))
  const doFetch = tools.fetch ?? globalThis.fetch
  const sleep = tools.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  /** The longest the probe waits for a token to expire on its own. */
  const maxExpiryWaitMs = tools.maxExpiryWaitMs ?? 5 * 60 * 1000
  const contract = tools.contract ?? loadContract()
  const limits = contract.document['x-sign-in-limits']
  const minimumLength = contract.document['x-passwords'].minimumLength

  // What never reaches a printed line: the password in any form, every token seen, anything
  // shaped like one.
  const tokens = new Set()
  const passwordForms = password ? secretPattern(password) : null
  function redact(text) {
    let out = String(text)
    for (const token of tokens) out = out.split(token).join('[token]')
    out = out.replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]')
    return passwordForms ? out.replace(passwordForms, '[password]') : out
  }
  const say = (line) => print(redact(line))

  /** Every answer that carries personal data, for the no-store check. */
  const personal = []

  /** A call as the portal makes it; the answer with its body's text. */
  async function send(method, path, { token, body, from = origin, headers = {} } = {}) {
    const sent = { Accept: 'application/json', ...headers }
    if (body !== undefined || (method !== 'GET' && method !== 'OPTIONS')) {
      sent['Content-Type'] = 'application/json'
    }
    if (token) sent.Authorization = `Bearer ${token}`
    if (from) sent.Origin = from
    let response
    for (let attempt = 1; !response; attempt++) {
      try {
        response = await doFetch(api + path, {
          method,
          headers: sent,
          body: body === undefined ? undefined : JSON.stringify(body),
          // A redirect followed would take the password to whatever host it names.
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        const code = error?.cause?.code
        if (attempt === 1 && closedCodes.has(code)) continue
        throw new Failed(`${method} ${shown(path)}: no answer (${code ?? error?.message ?? error})`)
      }
    }
    if (response.status >= 300 && response.status < 400) {
      throw new Failed(
        `${method} ${shown(path)} answered ${response.status}, a redirect to ${whereTo(response.headers.get('Location'))}: the probe follows none (it would send the password on); give --api the address that answers`,
      )
    }
    // A check's verdict needs its token alive when the backend answered (`tokenLife`).
    if (Date.now() > tokenLife.liveUntil) tokenLife.outlived = true
    const answer = {
      method,
      url: path,
      ok: response.ok,
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    }
    if (contract.isPersonal(method, path, answer.status)) personal.push(answer)
    return answer
  }

  /** A redirect's target as printed: without a user part, which holds someone's credentials. */
  function whereTo(location) {
    const url = location === null ? null : URL.parse(location, api)
    if (!url) return location === null ? 'nowhere (no Location)' : 'an address that is none'
    url.username = ''
    url.password = ''
    return url.href
  }

  /** An answer's JSON; a parse error would quote the body's start, where a password may be. */
  function jsonOf(answer) {
    try {
      return JSON.parse(answer.body)
    } catch {
      throw new Failed(
        `${answer.method} ${shown(answer.url)} answered ${answer.status} with a body that is not JSON`,
      )
    }
  }

  /** The path as printed: the probe's own email stays, the other user's is named as such. */
  const shown = (path) => path.replace(encodeURIComponent(otherEmail), '<another user>')

  /** The answer in a few words: status and the start of its body, redacted. */
  function describe(answer) {
    // Before it is cut short: a password cut in two is no longer found.
    const body = redact(answer.body.trim())
    const excerpt = body.length > 160 ? `${body.slice(0, 160)}…` : body
    return `${answer.status}${excerpt ? ` ${excerpt}` : ' (empty body)'}`
  }

  /** Fails unless `answer` has one of `statuses` and is as the document says. */
  function expectAnswer(answer, statuses, why = '') {
    const call = `${answer.method} ${shown(answer.url)}`
    if (!statuses.includes(answer.status)) {
      throw new Failed(
        `${call} answered ${describe(answer)}; expected ${statuses.join(' or ')}${why}`,
      )
    }
    const problems = contract.checkAnswer(answer, { ignoreHeaders: ['Cache-Control'] })
    if (problems.length > 0) {
      throw new Failed(
        `${call} answered ${answer.status}, not as the contract has it: ${problems.join('; ')}`,
      )
    }
    return answer.body.trim() === '' ? undefined : jsonOf(answer)
  }

  /**
   * The running check's tokens: until when, on the probe's clock, the first of them surely lived,
   * and whether an answer came after that. The backend issued a token after its sign-in was sent,
   * at its `iat` or up to a second later (whole seconds), and it lives until its `exp`: at least
   * until `sentAt + (exp - iat - 1) s`, whatever the backend's clock says.
   */
  const tokenLife = { liveUntil: Number.POSITIVE_INFINITY, outlived: false }

  /** A fresh session of the test account: its token. */
  async function signIn() {
    const sentAt = Date.now()
    const answer = await send('POST', '/api/auth/login', { body: { email, password } })
    if (answer.status !== 200) {
      throw new Failed(`could not sign the test account in: ${describe(answer)}`)
    }
    const token = jsonOf(answer)?.token
    if (typeof token !== 'string') throw new Failed('the sign-in answer has no token')
    tokens.add(token)
    const { iat, exp } = decodeJwt(token)?.payload ?? {}
    if (typeof iat === 'number' && typeof exp === 'number') {
      const liveUntil = sentAt + (exp - iat - 1) * 1000
      tokenLife.liveUntil = Math.min(tokenLife.liveUntil, liveUntil)
      if (Date.now() > liveUntil) tokenLife.outlived = true
    }
    return token
  }

  const advertisersPath = (who) => `/api/advertisers?email=${encodeURIComponent(who)}`
  const optimizationPath = (key) => `/api/advertiser-optimizations/${encodeURIComponent(key)}`
  /** The first advertiser's key, as the AI page sends it: its id, else its name. */
  let advertiserKey = null
  /** A token signed in for the expired-token check, with when its answer came. */
  let expiring = null

  const checks = {
    'sign-in': async () => {
      const answer = await send('POST', '/api/auth/login', { body: { email, password } })
      const { token } = expectAnswer(answer, [200])
      tokens.add(token)
      const jwt = decodeJwt(token)
      if (!jwt) throw new Failed('the token is not a JWT: the portal cannot read it')
      const { role, exp } = jwt.payload
      if (typeof role !== 'string' || typeof exp !== 'number') {
        throw new Failed(`the token's payload lacks ${typeof role !== 'string' ? 'role' : 'exp'}`)
      }
      return `POST /api/auth/login answered 200 with a JWT (${jwt.header.alg}) the portal can read`
    },

    'session-check': async () => {
      const token = await signIn()
      const { role } = expectAnswer(
        await send('GET', '/api/auth/client-auth-check', { token }),
        [200],
      )
      if (role.toLowerCase().replace(/[_\s]/g, '') !== 'client') {
        throw new Failed(
          `the test account's role is ${JSON.stringify(role)}: the portal admits only client`,
        )
      }
      return 'GET /api/auth/client-auth-check answered 200, role client'
    },

    advertisers: async () => {
      const token = await signIn()
      const records = expectAnswer(await send('GET', advertisersPath(email), { token }), [200])
      const first = records[0]
      advertiserKey = first
        ? String(first.id ?? first._id ?? first.advertiserId ?? first.advertiser ?? first.name)
        : null
      return `GET /api/advertisers answered 200 with ${records.length} advertiser record(s) the portal can read`
    },

    optimization: async () => {
      if (advertiserKey === null)
        throw new Skipped('the test account has no advertiser to ask about')
      const token = await signIn()
      expectAnswer(await send('GET', optimizationPath(advertiserKey), { token }), [200])
      return 'GET /api/advertiser-optimizations/{advertiser} answered 200 as the contract has it'
    },

    'user-query': async () => {
      const token = await signIn()
      const body = { field: 'email', value: email }
      const [first] = expectAnswer(await send('POST', '/api/auth/query', { token, body }), [200])
      if (
        String(first.email ?? '')
          .trim()
          .toLowerCase() !== email.trim().toLowerCase()
      ) {
        throw new Failed('POST /api/auth/query answered with another user first')
      }
      return 'POST /api/auth/query answered 200 with the test account first'
    },

    profile: async () => {
      const token = await signIn()
      const body = { email }
      expectAnswer(await send('POST', '/api/auth/profile-with-advertisers', { token, body }), [200])
      return 'POST /api/auth/profile-with-advertisers answered 200 as the contract has it'
    },

    'forgot-password': async () => {
      const answer = await send('POST', '/api/forgot-password', { body: { email } })
      expectAnswer(answer, [200, 429])
      return answer.status === 200
        ? 'POST /api/forgot-password answered 200 (a reset email went to the test account)'
        : 'POST /api/forgot-password answered 429 with Retry-After (reset requests were limited)'
    },

    'short-password': async () => {
      const token = await signIn()
      const short = 'cB7-short-password'.slice(0, minimumLength - 1)
      const update = (body) => send('PUT', '/api/auth/update-password', { token, body })
      const answer = await update({ password: short })
      if (answer.status >= 200 && answer.status < 300) {
        const restored = await update({ password })
        throw new Failed(
          `PUT /api/auth/update-password took a ${short.length}-character password (${answer.status}); ` +
            (restored.ok
              ? 'the test account has its password back'
              : `putting the password back failed too: ${describe(restored)}; reset the test account`),
        )
      }
      expectAnswer(answer, [400])
      return `a ${short.length}-character password was refused, 400 with an error text`
    },

    'update-password': async () => {
      if (password.length < minimumLength) {
        throw new Skipped(
          `the test account's password is shorter than the contract's ${minimumLength} characters: give it a longer one`,
        )
      }
      const token = await signIn()
      expectAnswer(
        await send('PUT', '/api/auth/update-password', { token, body: { password } }),
        [200],
      )
      return 'PUT /api/auth/update-password answered 200 (the password set to the one it has)'
    },

    logout: async () => {
      const token = await signIn()
      expectAnswer(await send('POST', '/api/auth/logout', { token }), [200])
      return 'POST /api/auth/logout answered 200'
    },

    'revoked-after-logout': async () => {
      const token = await signIn()
      const out = await send('POST', '/api/auth/logout', { token })
      if (!out.ok) throw new Failed(`the logout itself failed: ${describe(out)}`)
      expectAnswer(
        await send('GET', '/api/auth/client-auth-check', { token }),
        [401],
        ' after the logout',
      )
      expectAnswer(await send('GET', advertisersPath(email), { token }), [401], ' after the logout')
      return 'a logged-out token was refused, 401, on the session check and the advertisers'
    },

    'foreign-signature': async () => {
      const jwt = decodeJwt(await signIn())
      if (!jwt) throw new Skipped('the token is not a JWT')
      const [head, payload, signature] = jwt.parts
      const edited = base64Url.encode(
        JSON.stringify({ ...jwt.payload, exp: jwt.payload.exp + 3600 }),
      )
      const flipped = signature.slice(0, -4) + (signature.endsWith('AAAA') ? 'BBBB' : 'AAAA')
      for (const [what, token] of [
        ['a payload edited after signing', `${head}.${edited}.${signature}`],
        ["a signature not the backend's", `${head}.${payload}.${flipped}`],
      ]) {
        const why = ` for a token with ${what}`
        expectAnswer(await send('GET', '/api/auth/client-auth-check', { token }), [401], why)
        expectAnswer(await send('GET', advertisersPath(email), { token }), [401], why)
      }
      return 'tokens it did not sign (payload edited, signature changed) were refused, 401'
    },

    'alg-none': async () => {
      const jwt = decodeJwt(await signIn())
      if (!jwt) throw new Skipped('the token is not a JWT')
      for (const alg of ['none', 'None', 'NONE']) {
        const head = base64Url.encode(JSON.stringify({ ...jwt.header, alg }))
        const token = `${head}.${jwt.parts[1]}.`
        const why = ` for a token with alg ${JSON.stringify(alg)}`
        expectAnswer(await send('GET', '/api/auth/client-auth-check', { token }), [401], why)
        expectAnswer(await send('GET', advertisersPath(email), { token }), [401], why)
      }
      return 'unsigned tokens naming alg none (none, None, NONE) were refused, 401'
    },

    'other-user': async () => {
      const token = await signIn()
      const why = " for another user's email"
      expectAnswer(await send('GET', advertisersPath(otherEmail), { token }), [403], why)
      const query = { field: 'email', value: otherEmail }
      expectAnswer(await send('POST', '/api/auth/query', { token, body: query }), [403], why)
      const profile = { email: otherEmail }
      expectAnswer(
        await send('POST', '/api/auth/profile-with-advertisers', { token, body: profile }),
        [403],
        why,
      )
      return "another user's email was refused, 403 with an error text, on the advertisers, the query and the profile"
    },

    'other-advertiser': async () => {
      const token = await signIn()
      const key = `check-backend-not-yours-${Math.random().toString(36).slice(2, 10)}`
      expectAnswer(
        await send('GET', optimizationPath(key), { token }),
        [403],
        " for an advertiser not the user's",
      )
      return "an advertiser not the user's was refused, 403 with an error text"
    },

    'cors-other-origin': async () => {
      const token = await signIn()
      const preflight = await send('OPTIONS', advertisersPath(email), {
        from: stranger,
        headers: {
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      })
      const call = await send('GET', '/api/auth/client-auth-check', { token, from: stranger })
      for (const [what, answer] of [
        ['a preflight', preflight],
        ['a call', call],
      ]) {
        const allowed = answer.headers.get('Access-Control-Allow-Origin')
        if (allowed === '*' || allowed === stranger) {
          throw new Failed(
            `${what} from ${stranger} was answered Access-Control-Allow-Origin: ${allowed}`,
          )
        }
      }
      return `${stranger} got no Access-Control-Allow-Origin, on a preflight or a call`
    },

    'cors-portal-origin': async () => {
      if (!origin) throw new Skipped('no --origin given: which origin the portal is served from')
      const token = await signIn()
      const preflights = [
        ['POST', '/api/auth/login', 'content-type'],
        ['GET', advertisersPath(email), 'authorization'],
        ['PUT', '/api/auth/update-password', 'authorization, content-type'],
      ]
      for (const [method, path, asked] of preflights) {
        const answer = await send('OPTIONS', path, {
          headers: {
            'Access-Control-Request-Method': method,
            'Access-Control-Request-Headers': asked,
          },
        })
        const allowed = (name) => (answer.headers.get(name) ?? '').toLowerCase()
        const missing = []
        if (answer.headers.get('Access-Control-Allow-Origin') !== origin)
          missing.push('Access-Control-Allow-Origin')
        if (allowed('Access-Control-Allow-Credentials') !== 'true')
          missing.push('Access-Control-Allow-Credentials: true')
        if (method === 'PUT' && !allowed('Access-Control-Allow-Methods').includes('put'))
          missing.push('PUT in Access-Control-Allow-Methods')
        for (const header of asked.split(', ')) {
          if (!allowed('Access-Control-Allow-Headers').includes(header))
            missing.push(`${header} in Access-Control-Allow-Headers`)
        }
        if (missing.length > 0) {
          throw new Failed(
            `the preflight of ${method} ${path.split('?')[0]} from ${origin} lacks ${missing.join(', ')}`,
          )
        }
      }
      const call = await send('GET', '/api/auth/client-auth-check', { token })
      if (call.headers.get('Access-Control-Allow-Origin') !== origin) {
        throw new Failed(
          `GET /api/auth/client-auth-check from ${origin} was answered without Access-Control-Allow-Origin: ${origin}`,
        )
      }
      return `${origin} was let through, with credentials, on preflights and calls`
    },

    'no-store': async () => {
      if (personal.length === 0)
        throw new Failed('no answer with personal data came back to look at')
      const cached = personal.filter(
        (answer) => !/(^|[\s,])no-store($|[\s,])/i.test(answer.headers.get('Cache-Control') ?? ''),
      )
      if (cached.length > 0) {
        const calls = [
          ...new Set(
            cached.map(
              (answer) =>
                `${answer.method} ${shown(answer.url).split('?')[0]} (${answer.headers.get('Cache-Control') ?? 'no Cache-Control'})`,
            ),
          ),
        ]
        throw new Failed(`personal data without Cache-Control: no-store: ${calls.join(', ')}`)
      }
      return `all ${personal.length} answers with personal data said Cache-Control: no-store`
    },

    'sign-in-delay-per-email': async () => {
      if (!tryLockout)
        throw new Skipped(
          "it slows the test account's sign-in down for a while: run with --try-lockout",
        )
      const wrong = { email, password: `${password}-not` }
      let delayed = null
      // From sending one attempt to the next one's answer: the backend counted the first and met
      // the second within it. A delay the contract's length (or longer) must have met the last.
      let span = 0
      let previousSentAt = null
      for (let attempt = 1; attempt <= limits.perEmail.failures + 1 && !delayed; attempt++) {
        const sentAt = Date.now()
        const answer = await send('POST', '/api/auth/login', { body: wrong })
        if (previousSentAt !== null) span = Date.now() - previousSentAt
        previousSentAt = sentAt
        if (answer.status === 429) delayed = answer
        else expectAnswer(answer, [401], ' for a wrong password')
      }
      if (!delayed && span >= limits.perEmail.firstDelaySeconds * 1000) {
        throw new Skipped(
          `the last two wrong passwords took ${Math.round(span / 1000)} s, longer than the contract's first delay (${limits.perEmail.firstDelaySeconds} s): too slow to tell whether the backend slows sign-in down`,
        )
      }
      if (!delayed) {
        throw new Failed(
          `${limits.perEmail.failures + 1} wrong passwords in a row for one email were never slowed down (no 429)`,
        )
      }
      expectAnswer(delayed, [429])
      const seconds = Number(delayed.headers.get('Retry-After'))
      // The contract's first delay, with room for a backend's own choice: twice it at most.
      const shortWait = 2 * limits.perEmail.firstDelaySeconds
      if (!(seconds <= shortWait)) {
        throw new Failed(
          `the first wait is ${delayed.headers.get('Retry-After')} s: a lock-out, where the contract asks a short delay (${limits.perEmail.firstDelaySeconds} s; the probe takes up to ${shortWait} s) that a correct password then passes`,
        )
      }
      await sleep(seconds * 1000 + 500)
      const answer = await send('POST', '/api/auth/login', { body: { email, password } })
      expectAnswer(answer, [200], ` with the correct password after waiting ${seconds} s`)
      tokens.add(jsonOf(answer).token)
      return `wrong passwords were slowed down (429, Retry-After: ${seconds}); the correct one then signed in`
    },

    'sign-in-lockout-per-source': async () => {
      if (!tryLockout)
        throw new Skipped(
          'it locks this address out of sign-in for 15 minutes: run with --try-lockout',
        )
      const run = Math.random().toString(36).slice(2, 8)
      const most = limits.perSource.failures + 1
      for (let attempt = 1; attempt <= most; attempt++) {
        const guess = {
          email: `check-backend-${run}-${attempt}@check-backend.invalid`,
          password: 'check-backend-guess',
        }
        const answer = await send('POST', '/api/auth/login', { body: guess })
        if (answer.status === 429) {
          expectAnswer(answer, [429])
          return `failed sign-ins across emails from this address were locked out after ${attempt - 1} here (429, Retry-After: ${answer.headers.get('Retry-After')})`
        }
        expectAnswer(answer, [401], ' for a made-up email')
      }
      throw new Failed(
        `${most} failed sign-ins for ${most} emails from one address were never refused (no 429)`,
      )
    },

    'expired-token': async () => {
      if (!expiring) throw new Failed('no token to let expire')
      const { token, receivedAt } = expiring
      const { iat, exp } = decodeJwt(token)?.payload ?? {}
      if (typeof exp !== 'number') throw new Skipped('the token has no exp')
      const lifetimeMs = (exp - (typeof iat === 'number' ? iat : receivedAt / 1000)) * 1000
      if (lifetimeMs > maxExpiryWaitMs) {
        throw new Skipped(
          `tokens live ${Math.round(lifetimeMs / 1000)} s; the probe waits at most ${maxExpiryWaitMs / 1000} s: give the staging backend short-lived tokens to check this`,
        )
      }
      // The backend issued it before its answer came, at its iat or up to a second later: it has
      // surely ended once its life has passed since that answer, whatever the two clocks say,
      // and a second more for a backend that compares whole seconds.
      await sleep(Math.max(0, receivedAt + lifetimeMs + 1000 - Date.now()))
      expectAnswer(
        await send('GET', '/api/auth/client-auth-check', { token }),
        [401],
        ' after the token expired',
      )
      return `a token past its exp (it lived ${Math.round(lifetimeMs / 1000)} s) was refused, 401`
    },
  }

  const results = []
  for (const name of checkNames) {
    // After the password checks (a change ends the sessions issued before it), a session for the
    // expired-token check, which it waits out at the end.
    if (name === 'no-store') {
      try {
        expiring = { token: await signIn(), receivedAt: Date.now() }
      } catch {
        expiring = null
      }
    }
    // A check whose token ended before the backend answered it (a slow network or machine, a
    // backend's short-lived tokens) says nothing of the backend: it runs again with a fresh one.
    let result
    for (let attempt = 1; attempt <= attemptsPerCheck; attempt++) {
      tokenLife.liveUntil = Number.POSITIVE_INFINITY
      tokenLife.outlived = false
      result = await outcomeOf(name, checks[name])
      if (!tokenLife.outlived) break
      if (attempt === attemptsPerCheck) {
        result = {
          name,
          outcome: 'skip',
          detail: `its token ended before the backend answered its calls, ${attemptsPerCheck} times: the network or this machine is too slow for tokens this short-lived`,
        }
      }
    }
    result.detail = redact(result.detail)
    results.push(result)
    const label = { pass: 'pass', fail: 'FAIL', skip: 'skip' }[result.outcome]
    say(`${label}  ${name}: ${result.detail}`)
  }
  const count = (outcome) => results.filter((result) => result.outcome === outcome).length
  const summary = { results, passed: count('pass'), failed: count('fail'), skipped: count('skip') }
  if (summary.skipped > 0) say(`(${summary.skipped} skipped: see why above)`)
  say(`${summary.passed} passed, ${summary.failed} failed`)
  return summary
}

/** What a check came to: pass, fail or skip, with its line's detail. */
async function outcomeOf(name, check) {
  try {
    return { name, outcome: 'pass', detail: await check() }
  } catch (error) {
    if (error instanceof Skipped) return { name, outcome: 'skip', detail: error.message }
    if (error instanceof Failed) return { name, outcome: 'fail', detail: error.message }
    return { name, outcome: 'fail', detail: `the check broke: ${error?.message ?? error}` }
  }
}

/**
 * The command: its options from `argv`, `env` and, with --password-stdin, `tools.stdin` (the
 * process's by default), then the probe. Resolves with the exit status: 0 when every check passed
 * or was skipped (or for --help), 1 when one failed, 2 when the command is wrong (said through
 * `tools.error`, stderr by default). `tools` goes to runProbe as it is.
 */
export async function main(argv, env = process.env, tools = {}) {
  let options
  try {
    options = parseArguments(argv, env)
    if (options.help) {
      help.forEach((line) => (tools.print ?? console.log)(line))
      return 0
    }
    if (options.passwordStdin)
      options.password = await passwordFromStdin(tools.stdin ?? process.stdin)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    const printError = tools.error ?? ((line) => console.error(line))
    printError(`check-backend: ${error.message}\n${usage}`)
    return 2
  }
  const { failed } = await runProbe(options, tools)
  return failed > 0 ? 1 : 0
}

/** Whether Node was started with this file, by its own path or through a symbolic link. */
function startedAsCommand() {
  try {
    return realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
  } catch {
    return false // No file named (`node -e`), or not one there.
  }
}

// process.exit, not exitCode: an idle connection the probe's fetch keeps open must not hold it.
if (startedAsCommand()) process.exit(await main(process.argv.slice(2), process.env))
