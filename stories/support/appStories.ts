import { AppStoriesPage } from './AppStoriesPage'

/**
 * Parameters for every story file whose stories are the app itself (`component: PortalApp`: the
 * Routes and User flows): each story mounts its own router (`router: false`), and the file's docs
 * page draws the first story only, at its viewport's size (`docsPage`, .storybook/preview.tsx),
 * with a link to each state (AppStoriesPage says why).
 */
export const appStoryParameters = {
  router: false,
  docsPage: 'window',
  docs: { page: AppStoriesPage },
} as const
