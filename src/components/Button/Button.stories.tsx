import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { Button } from './Button'

/**
 * The portal's buttons: primary for a page's main action, secondary beside it, ghost where a quiet
 * one is wanted.
 */
const meta = preview.meta({
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { variant: 'primary', block: false, disabled: false, onClick: fn() },
})

/** The main action of a page or form, such as Save on Notifications. */
export const Primary = meta.story({
  args: { children: 'Save' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' })
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

/** A second action beside the main one, such as Edit Password in Settings. */
export const Secondary = meta.story({
  args: { variant: 'secondary', children: 'Edit Password' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

/** A quiet action without a frame, such as Logout in the shell's bar. */
export const Ghost = meta.story({
  args: { variant: 'ghost', children: 'Logout' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

/** Stretched across its container, as Back to Login on Forgot Password. */
export const Block = meta.story({
  args: { variant: 'secondary', block: true, children: 'Back to Login' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Back to Login' })
    const container = button.parentElement ?? canvasElement
    await expect(button.getBoundingClientRect().width).toBe(container.getBoundingClientRect().width)
  },
})

/** Only as wide as its label, however wide its container. */
export const NotBlock = meta.story({
  args: { variant: 'secondary', children: 'Back to Login' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Back to Login' })
    const container = button.parentElement ?? canvasElement
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      container.getBoundingClientRect().width / 2,
    )
  },
})

/** Disabled, as Logout while the logout call runs: it cannot be pressed. */
export const Disabled = meta.story({
  args: { variant: 'ghost', disabled: true, children: 'Logging out...' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging out...' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
})
