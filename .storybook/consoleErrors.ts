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

export function assertNoConsoleErrors() {
  if (seen.length > 0) {
    throw new Error(`The story logged ${seen.length} console error(s):\n${seen.join('\n')}`)
  }
}
