import { expect } from 'storybook/test'
import preview from '../.storybook/preview'
import { phone } from '../.storybook/viewports'
import { demoUser } from '../src/mocks/fixtures'
import { currentPath, PortalApp, type PlayTools } from './support/PortalApp'

const meta = preview.meta({
  title: 'User flows',
  component: PortalApp,
  parameters: { router: false },
  args: { path: '/login' },
})

const slow = { timeout: 4000 }

async function signIn({ canvas, userEvent }: PlayTools) {
  await userEvent.type(await canvas.findByLabelText(/^Email/), demoUser.email)
  await userEvent.type(canvas.getByLabelText(/^Password/), demoUser.password)
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
  await expect(await canvas.findByRole('heading', { name: 'Dashboard' }, slow)).toBeVisible()
}

async function chooseAdvertiser({ canvas, userEvent }: PlayTools, name: string) {
  const select = await canvas.findByRole('combobox', { name: 'Advertiser' }, slow)
  await expect(select).toBeEnabled()
  await userEvent.selectOptions(select, name)
  await expect(select).toHaveValue(name)
}

/** Sign in, land on the dashboard, choose an advertiser, log out. */
export const SignInChooseLogOut = meta.story({
  play: async ({ canvas, userEvent, step }) => {
    await step('sign in', () => signIn({ canvas, userEvent }))
    await expect(currentPath(canvas)).toHaveTextContent('/client')
    await step('choose an advertiser', () =>
      chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.'),
    )
    await step('log out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
      await expect(await canvas.findByText('Logged out successfully!', {}, slow)).toBeVisible()
    })
    await expect(currentPath(canvas)).toHaveTextContent('/login')
    await expect(localStorage.getItem('selectedAdvertiserName')).toBeNull()
  },
})

/** The same journey on a phone, logging out from the dashboard's Logout tile. */
export const OnAPhone = meta.story({
  globals: phone,
  play: async ({ canvas, userEvent, step }) => {
    await step('sign in', () => signIn({ canvas, userEvent }))
    await step('choose an advertiser', () =>
      chooseAdvertiser({ canvas, userEvent }, 'Copperleaf Coffee Roasters'),
    )
    await step('log out from the tile', async () => {
      const tiles = canvas.getByRole('navigation', { name: 'Portal areas' })
      await userEvent.click(tiles.querySelector('button') as HTMLButtonElement)
      await expect(await canvas.findByText('Logged out successfully!', {}, slow)).toBeVisible()
    })
  },
})
