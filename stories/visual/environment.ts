// What the baselines' pixels come from besides the project's own code: the browser build that
// draws them and the typeface package. stories/visual/baselines/environment.json records the ones
// the baselines were taken with; a screenshot that differs says which of them differs now.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The environment the baselines were taken in, and this run's (stories/visual/globalSetup.ts). */
    visualEnvironment: {
      readonly recorded: Environment | null
      readonly current: Environment
      /** Whether this run retakes the baselines (`--update`). */
      readonly updating: boolean
    }
  }
}

export interface Environment {
  /** As the browser names itself, and its binary: 'Chromium 150.0.7871.100 (chromium-headless-shell)'. */
  readonly browser: string
  /** The typeface package and its version: '@fontsource-variable/inter 5.3.0'. */
  readonly typeface: string
}

/** One sentence naming each part that differs, or null when none does. */
export function environmentDifference({
  recorded,
  current,
}: {
  readonly recorded: Environment | null
  readonly current: Environment
}): string | null {
  if (!recorded) return 'No environment is recorded for the baselines (baselines/environment.json).'
  const parts = (['browser', 'typeface'] as const)
    .filter((part) => recorded[part] !== current[part])
    .map(
      (part) => `the ${part} is ${current[part]}, the baselines were taken with ${recorded[part]}`,
    )
  if (parts.length === 0) return null
  return (
    `This machine differs from the one the baselines were taken on: ${parts.join('; ')}. ` +
    'The pixels below may differ for that reason alone: install the recorded version ' +
    '(docs/testing.md, Visual baselines), or retake the baselines with ' +
    '`npm run test:visual -- --update` and look at every changed image before committing it.'
  )
}
