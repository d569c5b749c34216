// The stories the visual project plays, composed with the project's annotations, each with the
// Storybook id that names it (`screens-login--idle`). (No glob of every story file here: imported
// by a story file's own tests, it would run that file a second time, its tests again with it.)

import { viewports } from '../../.storybook/viewports'

export interface StoryLike {
  readonly composed: {
    readonly globals: Record<string, unknown>
    readonly parameters: Record<string, unknown>
  }
  readonly meta: { readonly input: { readonly title?: string } }
  run(context?: {
    globals?: Record<string, unknown>
    parameters?: Record<string, unknown>
  }): Promise<void>
}

export type Theme = 'light' | 'dark'

/**
 * The size of the viewport `story` names in its `globals.viewport` (phone or desktop,
 * .storybook/viewports.ts), else `otherwise`.
 */
export function viewportOf(story: StoryLike, otherwise: { width: number; height: number }) {
  const viewport = story.composed.globals.viewport as { value?: string } | undefined
  const named = viewport?.value && Object.hasOwn(viewports, viewport.value) ? viewport.value : null
  if (!named) return otherwise
  const { width, height } = viewports[named as keyof typeof viewports].styles
  return { width: parseInt(width, 10), height: parseInt(height, 10) }
}

function isStory(value: unknown): value is StoryLike {
  return typeof value === 'object' && value !== null && '_tag' in value && value._tag === 'Story'
}

/** Lower-case words joined by dashes, as Storybook writes ids: 'Screens/Login', 'FilledIn'. */
function slug(text: string) {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Every story of `modules` with its Storybook id, in id order. */
export function storiesOf(modules: Record<string, Record<string, unknown>>) {
  return Object.values(modules)
    .flatMap((module) =>
      Object.entries(module).flatMap(([exportName, story]) =>
        isStory(story)
          ? [[`${slug(story.meta.input.title ?? '')}--${slug(exportName)}`, story] as const]
          : [],
      ),
    )
    .sort(([a], [b]) => a.localeCompare(b))
}
