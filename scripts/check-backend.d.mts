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

export function parseArguments(
  argv: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
): ProbeOptions

export interface ProbeTools {
  readonly print?: (line: string) => void
  readonly fetch?: typeof fetch
  readonly sleep?: (ms: number) => Promise<void>
  readonly maxExpiryWaitMs?: number
  readonly contract?: Contract
}

export function runProbe(options: ProbeOptions, tools?: ProbeTools): Promise<ProbeSummary>

/**
 * The command: its options from `argv` and `env` (CHECK_BACKEND_PASSWORD), then the probe.
 * Resolves with the exit status: 0 all passed, 1 a check failed, 2 the command is wrong (said
 * through `error`, stderr by default).
 */
export function main(
  argv: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
  tools?: ProbeTools & { readonly error?: (line: string) => void },
): Promise<0 | 1 | 2>
