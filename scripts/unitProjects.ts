import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The unit projects (README, Tests), in one place for vite.config.ts and for the mutation run's
 * own config (vitest.mutation.config.ts), which must run these and no browser project.
 */
export const unitProjects: TestProjectInlineConfiguration[] = [
  {
    // Rules, the API client and the scripts, in Node (README, Tests). Plain functions with no
    // state shared between files: one worker runs file after file without loading Vitest again.
    extends: true,
    test: {
      name: 'unit',
      environment: 'node',
      include: [
        'src/**/*.test.ts',
        'scripts/**/*.test.ts',
        'stories/visual/*.test.ts',
        'stories/support/*.test.ts',
      ],
      isolate: false,
      restoreMocks: true,
    },
  },
  {
    // Hooks and the session, rendered in happy-dom. One page per worker, file after file: each
    // test mounts and unmounts its own root and clears the storage it seeds.
    extends: true,
    test: {
      name: 'unit-dom',
      environment: 'happy-dom',
      include: ['src/**/*.test.tsx'],
      isolate: false,
      restoreMocks: true,
    },
  },
]
