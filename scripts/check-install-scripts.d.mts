export function nameAt(location: string): string | null
export function installScriptProblems(
  manifest: {
    allowScripts?: Record<string, boolean>
    allowScriptsReviewed?: Record<string, string>
  },
  lock: {
    packages?: Record<string, { version?: string; hasInstallScript?: boolean; inBundle?: boolean }>
  },
): string[]
/**
 * The command, on `cwd`'s package.json and package-lock.json: the exit status (0; 1 naming each
 * unapproved install script; 2 for an argument it does not take; 0 with its usage for --help).
 */
export function main(
  argv: readonly string[],
  print?: {
    readonly cwd?: string
    readonly log?: (line: string) => void
    readonly error?: (line: string) => void
  },
): 0 | 1 | 2
