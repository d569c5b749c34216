import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { PoweredByLogo } from './PoweredByLogo'

/** The 'powered by Client Portal' pill beside a page's title. */
const meta = preview.meta({
  title: 'Components/Powered By Logo',
  component: PoweredByLogo,
  parameters: { layout: 'centered' },
})

/** On the menu and report screens: a link back to the dashboard. */
export const ToDashboard = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (dashboard)' }),
    ).toHaveAttribute('href', '/dashboard')
  },
})

/** On the notifications page it leads to the external management dashboard instead. */
export const ToExternalDashboard = meta.story({
  args: { href: 'https://manage.example.com/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (management dashboard)' }),
    ).toHaveAttribute('href', 'https://manage.example.com/')
  },
})
