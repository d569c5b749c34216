import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { LoadingScreen } from './LoadingScreen'

/**
 * The loading screen: shown for about half a second on entering the dashboard, and while a page's
 * code loads.
 */
const meta = preview.meta({
  title: 'Screens/Loading',
  component: LoadingScreen,
  parameters: screenParameters,
})

/** Shown for about 500 ms on entering the dashboard, and while a page's code loads. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
})
