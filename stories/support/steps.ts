import { expect, waitFor } from 'storybook/test'
import type { PlayTools } from './PortalApp'

export async function submitLogin(
  { canvas, userEvent }: PlayTools,
  email: string,
  password: string,
) {
  if (email) {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email)
  }
  // A password field has no role; its label reads all of 'Password *', the star marking it
  // required (hidden from its accessible name, which is 'Password').
  if (password) await userEvent.type(canvas.getByLabelText('Password *'), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
}

export async function chooseAdvertiser({ canvas, userEvent }: PlayTools, name: string) {
  const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
  await waitFor(() => expect(select).toBeEnabled())
  await userEvent.selectOptions(select, name)
  await expect(select).toHaveValue(name === 'Choose Advertiser' ? '' : name)
}
