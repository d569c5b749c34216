import { definePreview } from '@storybook/react-vite'
import addonA11y from '@storybook/addon-a11y'
import addonDocs from '@storybook/addon-docs'
import addonMsw from 'msw-storybook-addon'
import { MemoryRouter } from 'react-router-dom'
import { createHandlers } from '../src/mocks/handlers'
import { assertNoConsoleErrors, watchConsoleErrors } from './consoleErrors'
import { viewports } from './viewports'
import '../src/styles/global.css'

/**
 * Screens render links, so every story gets a memory router unless it mounts its own
 * (`parameters.router: false`, as the route-level and user-flow stories do).
 */
export interface RouterParameter {
  readonly initialEntries?: string[]
}

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Introduction', 'Components', 'Screens', 'Routes', 'User flows'] },
    },
  },
  decorators: [
    (Story, { parameters }) => {
      const router = parameters.router as RouterParameter | false | undefined
      if (router === false) return <Story />
      return (
        <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
          <Story />
        </MemoryRouter>
      )
    },
  ],
  beforeEach({ msw }) {
    // Every story starts signed out, with the demo backend in its initial state.
    localStorage.clear()
    sessionStorage.clear()
    msw.use(...createHandlers())
    return watchConsoleErrors()
  },
  // A normal run logs no errors: any console.error during a story fails its test.
  afterEach({ parameters }) {
    assertNoConsoleErrors(parameters.expectedConsoleErrors as RegExp | undefined)
  },
})
