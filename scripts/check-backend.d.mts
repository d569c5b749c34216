import type { Contract } from '../contract/contract.d.mts'

export const usage: string

/** The command line is wrong: said with `usage`, exit status 2. */
export class UsageError extends Error {}

/** The checks, in the order they run and print. */
export const checkNames: readonly string[]

export interface ProbeOptions {
  readonly api: string
  readonly email: string
  readonly password: string
  readonly origin?: string | null
  readonly tryLockout?: boolean
  readonly allowHttp?: boolean
}

export interface ProbeResult {
  readonly name: string
  readonly outcome: 'pass' | 'fail' | 'skip'
  readonly detail: string
}

export interface ProbeSummary {
  readonly results: readonly ProbeResult[]
  readonly passed: number
  readonly failed: number
  readonly skipped: number
}

/**
 * Options from the command line and CHECK_BACKEND_PASSWORD (`password`), or `help` for --help;
 * with --password-stdin, `passwordStdin` and no password yet (main reads it).
 */
export function parseArguments(
  argv: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
): ProbeOptions & { readonly help?: boolean; readonly passwordStdin?: boolean }

export interface ProbeTools {
  readonly print?: (line: string) => void
  readonly fetch?: typeof fetch
  readonly sleep?: (ms: number) => Promise<void>
  readonly maxExpiryWaitMs?: number
  readonly contract?: Contract
}

export function runProbe(options: ProbeOptions, tools?: ProbeTools): Promise<ProbeSummary>

/**
 * The command: its options from `argv`, `env` (CHECK_BACKEND_PASSWORD) and, with
 * --password-stdin, `stdin` (the process's by default), then the probe. Resolves with the exit
 * status: 0 all passed (or --help), 1 a check failed, 2 the command is wrong (said through
 * `error`, stderr by default).
 */
export function main(
  argv: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
  tools?: ProbeTools & {
    readonly error?: (line: string) => void
    readonly stdin?: AsyncIterable<string | Buffer>
  },
): Promise<0 | 1 | 2>
