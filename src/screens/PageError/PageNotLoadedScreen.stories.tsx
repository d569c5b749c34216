import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { messages } from '../../domain/messages'
import { PageNotLoadedScreen } from './PageNotLoadedScreen'

/**
 * What the portal shows when a page's code did not arrive (a dropped connection, a new release in
 * the middle of a visit): what to do, and Reload.
 */
const meta = preview.meta({
  title: 'Screens/Page Not Loaded',
  component: PageNotLoadedScreen,
  parameters: screenParameters,
})

/**
 * The page could not load: the client is told to check their connection, and Reload loads it again.
 */
export const CodeNotLoaded = meta.story({
  // Reload is a page load of this same document (`href=""`: nothing of the path in it).
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This page could not load' })).toBeVisible()
    await expect(canvas.getByText(messages.pageNotLoaded)).toBeVisible()
    // A link to the document itself. Browsers (and HTML-AAM) take any `a` with an href for a link;
    // Testing Library's role table only one whose href is not empty, so it is found by its text
    // (e2e/codeNotLoaded.e2e.ts finds it by role in Chromium).
    await expect(canvas.getByText('Reload', { selector: 'a[href=""]' })).toBeVisible()
  },
})
