import { definePreview } from '@storybook/react-vite'
import addonA11y from '@storybook/addon-a11y'
import addonDocs from '@storybook/addon-docs'
import addonMsw from 'msw-storybook-addon'
import { MemoryRouter } from 'react-router-dom'
import { configure } from 'storybook/test'
import { RouterNavigation } from '../src/app/navigation'
import { BrandProvider } from '../src/components/Brand'
import { defaultBrand } from '../src/domain/brand'
import { sampleAgency } from '../src/mocks/brand'
import { createHandlers } from '../src/mocks/handlers'
import { assertNoConsoleErrors, watchConsoleErrors } from './consoleErrors'
import { DesignersDocsPage } from './DesignersDocsPage'
import { DocsFrame, DocsWindow } from './DocsFrame'
import { viewportSize, viewports } from './viewports'
import '../src/styles/global.css'
import './preview.css'

// A play's find and waitFor: long enough for a 2-core machine running every kind of test side by
// side with other work beside them. A story that passes waits no longer: this only ends a hang.
configure({ asyncUtilTimeout: 30_000 })

/** Every story gets a memory router unless it mounts its own (`parameters.router: false`). */
export interface RouterParameter {
  readonly initialEntries?: string[]
}

/**
 * `parameters.docsPage`: how a Docs page draws the story. `'window'`: at its viewport's size
 * (DocsWindow). `'frame'`: in a document of its own (DocsFrame), so a modal dialog covers that
 * frame, not the page; so is a story narrower than the desktop. Unset: in the page's flow.
 */
export type DocsPageParameter = 'window' | 'frame'

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Light or dark theme (the portal follows the system setting)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: "The portal's own brand, or an agency's from config.json",
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Client Portal' },
          { value: 'agency', title: `${sampleAgency.name} (sample agency)` },
        ],
        dynamicTitle: true,
      },
    },
  },
  // `VITE_STORY_THEME=dark npx vitest run --project storybook` runs every story in dark.
  initialGlobals: {
    theme: import.meta.env.VITE_STORY_THEME === 'dark' ? 'dark' : 'light',
    brand: 'default',
  },
  parameters: {
    layout: 'fullscreen',
    // A violation fails the story's test; WCAG 2.2's target size (2.5.8) is off by default in axe.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    viewport: { options: viewports },
    controls: { expanded: true },
    docs: { page: DesignersDocsPage },
    options: {
      storySort: {
        // A designer's way in first; the developers' notes last.
        order: [
          'Introduction',
          'Design tokens',
          'Components',
          'Screens',
          'Routes',
          'User flows',
          'Phone journeys',
          'Faults',
          'Accessibility',
          'For developers',
        ],
      },
    },
  },
  decorators: [
    (Story, { globals }) => {
      // The portal follows the system's preference (tokens.css); `data-theme` forces one.
      document.documentElement.dataset.theme = (globals.theme as string | undefined) ?? 'light'
      const brand = globals.brand === 'agency' ? sampleAgency : defaultBrand
      return (
        <BrandProvider brand={brand}>
          <Story />
        </BrandProvider>
      )
    },
    (Story, { parameters }) => {
      const router = parameters.router as RouterParameter | false | undefined
      if (router === false) return <Story />
      return (
        <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
          <RouterNavigation>
            <Story />
          </RouterNavigation>
        </MemoryRouter>
      )
    },
    // Outermost: the frame holds the whole story, its router and brand included.
    (Story, { viewMode, parameters, globals, title, name }) => {
      if (viewMode !== 'docs') return <Story />
      const size = viewportSize(globals.viewport)
      const drawn = parameters.docsPage as DocsPageParameter | undefined
      if (drawn === 'frame' || size.width < viewportSize('desktop').width) {
        return (
          <DocsFrame size={size} title={`${title.split('/').at(-1)}, ${name} (${size.name})`}>
            <Story />
          </DocsFrame>
        )
      }
      if (drawn === 'window') {
        return (
          <DocsWindow size={size}>
            <Story />
          </DocsWindow>
        )
      }
      return <Story />
    },
  ],
  beforeEach({ msw, viewMode }) {
    localStorage.clear()
    sessionStorage.clear()
    // A Docs page's stories share one worker: one set of handlers serves them all, where one set
    // a story made every request on the page try each of them in turn.
    if (viewMode === 'story' || msw.listHandlers().length === 0) msw.use(...createHandlers())
    // On a Docs page the stories share one console: whose error it was cannot be told.
    return viewMode === 'story' ? watchConsoleErrors() : undefined
  },
  // A normal run logs no errors: any console.error during a story fails its test.
  afterEach({ parameters, viewMode }) {
    if (viewMode !== 'story') return
    assertNoConsoleErrors(parameters.expectedConsoleErrors as RegExp | undefined)
  },
})
