import { expect, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { AuthenticatingScreen } from './AuthenticatingScreen'

const meta = preview.meta({ title: 'Screens/Authenticating', component: AuthenticatingScreen })

/**
 * The animation while the session check decides. It is invisible for its first 150 ms, so a
 * quick check shows nothing (spec section 2), then fades in.
 */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('Authenticating…')
    await expect(status).not.toBeVisible()
    await waitFor(() => expect(status).toBeVisible())
  },
})
