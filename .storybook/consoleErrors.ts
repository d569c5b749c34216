/** Collects console.error calls made while a story renders and plays. */
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

/**
 * Fails the story on any console error, except those a story declares it expects with
 * `parameters.expectedConsoleErrors` (a story that makes a page fail on purpose, say).
 */
export function assertNoConsoleErrors(expected?: RegExp) {
  const unexpected = seen.filter((message) => !expected?.test(message))
  if (unexpected.length > 0) {
    throw new Error(
      `The story logged ${unexpected.length} console error(s):\n${unexpected.join('\n')}`,
    )
  }
}
