import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { messages } from '../../domain/messages'
import { PageNotLoadedScreen } from './PageNotLoadedScreen'

const meta = preview.meta({ title: 'Screens/Page Not Loaded', component: PageNotLoadedScreen })

/**
 * A page's code did not arrive (a dropped connection, a release that replaced the files): what to
 * do, and Reload, a page load of this same document (`href=""`: nothing of the path in it).
 */
export const CodeNotLoaded = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This page could not load' })).toBeVisible()
    await expect(canvas.getByText(messages.pageNotLoaded)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Reload' })).toHaveAttribute('href', '')
  },
})
