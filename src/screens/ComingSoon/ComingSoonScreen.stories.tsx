import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { ComingSoonScreen } from './ComingSoonScreen'

const meta = preview.meta({
  title: 'Screens/Coming Soon',
  component: ComingSoonScreen,
  args: { title: 'AI Optimizations' },
})

/** Stands in for a page a later issue builds. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'AI Optimizations' })).toBeVisible()
  },
})
