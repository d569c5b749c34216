/**
 * The command (`node scripts/write-config.mjs --out dist/config.json ...`): checks every value,
 * then writes config.json and manifest.webmanifest beside it. Returns the exit status: 0, or 2
 * with nothing written. `log` takes what it prints on stdout, `error` what it prints on stderr,
 * a line each; `env` is where its PORTAL_* variables are read.
 */
export function main(
  argv: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
  print?: { readonly log?: (line: string) => void; readonly error?: (line: string) => void },
): number
