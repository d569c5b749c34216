import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { LoadingScreen } from './LoadingScreen'

const meta = preview.meta({ title: 'Screens/Loading', component: LoadingScreen })

/** Shown for about 500 ms on entering the dashboard, and while a page's code loads. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
})
