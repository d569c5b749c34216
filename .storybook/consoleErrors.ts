const seen: string[] = []

export function watchConsoleErrors(): () => void {
  seen.length = 0
  const original = console.error
  console.error = (...args: unknown[]) => {
    seen.push(args.map(String).join(' '))
    original(...args)
  }
  return () => {
    console.error = original
  }
}

/** Any console error fails the story but those it expects (`parameters.expectedConsoleErrors`). */
export function assertNoConsoleErrors(expected?: RegExp) {
  const unexpected = seen.filter((message) => !expected?.test(message))
  if (unexpected.length > 0) {
    throw new Error(
      `The story logged ${unexpected.length} console error(s):\n${unexpected.join('\n')}`,
    )
  }
}
