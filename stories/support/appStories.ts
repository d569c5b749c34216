import { AppStoriesPage } from './AppStoriesPage'

/** Every story file whose stories are the app itself (AppStoriesPage says why). */
export const appStoryParameters = {
  router: false,
  docsPage: 'window',
  docs: { page: AppStoriesPage },
} as const
