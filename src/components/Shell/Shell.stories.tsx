import { useEffect, useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { desktop, phone } from '../../../.storybook/viewports'
import { sampleAgency } from '../../mocks/brand'
import { Shell } from './Shell'
import { useCoverShell } from './ShellCover'

const meta = preview.meta({
  title: 'Components/Shell',
  component: Shell,
  args: { onLogout: fn(), onSignInAgain: fn(), children: <h1>Page content</h1> },
})

/** Every signed-in page: back to the dashboard on the left, logout on the right. */
export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content')
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
})

/** Under an agency's brand: its logo in the header, where 'Client Portal' is otherwise. */
export const AgencyBrand = meta.story({
  globals: { ...desktop, brand: 'agency' },
  play: async ({ canvas }) => {
    const logo = await within(canvas.getByRole('banner')).findByRole('img', {
      name: sampleAgency.name,
    })
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    await expect(canvas.queryByText('Client Portal')).not.toBeInTheDocument()
    // The links take the agency's accent once its colour code has arrived (a moment after the
    // first render): the page's tokens then hold it.
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-brand')).not.toBe(''),
    )
  },
})

export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
})

/** While the logout call runs the control waits, so it cannot be pressed twice. */
export const LoggingOut = meta.story({
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logging out...' })).toBeDisabled()
  },
})

/** Two minutes before the token's exp: the notice and 'Sign in again'. */
export const SessionEndsSoon = meta.story({
  args: { sessionEndsSoon: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your session ends in 2 minutes.')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }))
    await expect(args.onSignInAgain).toHaveBeenCalledOnce()
  },
})

/**
 * The notice arrives while the page is in use: the status region was there, empty, before it,
 * so a screen reader announces the text once; the focus stays where the user had it.
 */
export const SessionEndsSoonArrives = meta.story({
  render: function Render(args) {
    const [endsSoon, setEndsSoon] = useState(false)
    useEffect(() => {
      const timer = setTimeout(() => setEndsSoon(true), 300)
      return () => clearTimeout(timer)
    }, [])
    return <Shell {...args} sessionEndsSoon={endsSoon} />
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status')
    await expect(region).toBeEmptyDOMElement()
    await expect(canvas.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Dashboard' }))
    const focused = canvas.getByRole('link', { name: 'Back to Dashboard' })
    await expect(focused).toHaveFocus()
    await waitFor(() => expect(region).toHaveTextContent('Your session ends in 2 minutes.'))
    // The same region, not a new one: what appears in it is announced.
    await expect(canvas.getByRole('status')).toBe(region)
    await expect(focused).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible()
  },
})

/** Not yet: the region is there, empty and without a height, and no button. */
export const SessionNotEndingYet = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status')
    await expect(region).toBeEmptyDOMElement()
    await expect(region.getBoundingClientRect().height).toBe(0)
    await expect(canvas.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument()
  },
})

/** Covers the page as the open report does, for as long as it is shown. */
function ReportStandIn() {
  useCoverShell()
  return <button type="button">Inside the report</button>
}

/**
 * Covered by an open report, which carries its own Back to Dashboard and Logout: the shell's bar
 * cannot be tabbed into, so keyboard focus never lands on a control hidden under the report.
 */
export const CoveredByAReport = meta.story({
  args: { children: <ReportStandIn /> },
  play: async ({ canvas }) => {
    // The browser refuses focus to what is inert, whatever asks for it.
    for (const control of [
      canvas.getByRole('link', { name: 'Back to Dashboard' }),
      canvas.getByRole('button', { name: 'Logout' }),
    ]) {
      control.focus()
      await expect(control).not.toHaveFocus()
    }
    const inside = canvas.getByRole('button', { name: 'Inside the report' })
    inside.focus()
    await expect(inside).toHaveFocus()
  },
})
