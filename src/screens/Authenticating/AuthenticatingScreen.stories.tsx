import { expect, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { AuthenticatingScreen } from './AuthenticatingScreen'
import { exactly } from '../../../stories/support/exactly'

/** What the client sees while the portal checks their session, before a signed-in page. */
const meta = preview.meta({
  title: 'Screens/Authenticating',
  component: AuthenticatingScreen,
  parameters: screenParameters,
})

/**
 * The animation, which appears only if the check takes longer than a moment (150 ms), then fades
 * in.
 */
export const Default = meta.story({
  // Spec section 2: invisible for its first 150 ms, so a quick check shows nothing.
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(exactly('Authenticating…'))
    await expect(status).not.toBeVisible()
    await waitFor(() => expect(status).toBeVisible())
  },
})
