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
