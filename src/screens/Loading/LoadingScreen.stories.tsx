import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { LoadingScreen } from './LoadingScreen'
import { exactly } from '../../../stories/support/exactly'

/**
 * The loading screen: shown for about half a second on entering the dashboard, and while a page's
 * code loads.
 */
const meta = preview.meta({
  title: 'Screens/Loading',
  component: LoadingScreen,
  parameters: screenParameters,
})

/** The portal's mark, and the page saying it is loading. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(exactly('Loading…'))
  },
})
