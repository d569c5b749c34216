import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { getByRoleAndText } from '../../../stories/support/queries'
import { messages } from '../../domain/messages'
import { Spinner } from './Spinner'

/**
 * The spinner is decorative: in the portal it always sits in a status region beside the words
 * that say what is loading, and those words are all a screen reader reads.
 */
function withLabel(label: string) {
  return function Render(args: Parameters<typeof Spinner>[0]) {
    return (
      <p
        role="status"
        style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)', margin: 0 }}
      >
        <Spinner {...args} />
        <span>{label}</span>
      </p>
    )
  }
}

/** The spinner's drawn size, in pixels: it is the first thing in the status region. */
function spinnerWidth(status: HTMLElement) {
  return status.firstElementChild?.getBoundingClientRect().width
}

/**
 * The spinner: always beside the words saying what is loading, which are what screen readers say.
 */
const meta = preview.meta({
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
  args: { size: 'md' },
})

/** Medium (the default, 1.5rem) beside a short line, such as the advertiser list loading. */
export const Medium = meta.story({
  render: withLabel(messages.loadingAdvertisers),
  play: async ({ canvas }) => {
    const status = getByRoleAndText(canvas, 'status', 'Loading advertisers…')
    await expect(status).toBeVisible()
    await expect(spinnerWidth(status)).toBe(24)
  },
})

/** Large (3rem), as on the loading screen shown on entering the dashboard. */
export const Large = meta.story({
  args: { size: 'lg' },
  render: withLabel(messages.loading),
  play: async ({ canvas }) => {
    const status = getByRoleAndText(canvas, 'status', 'Loading…')
    await expect(status).toBeVisible()
    await expect(spinnerWidth(status)).toBe(48)
  },
})

/** A report on its way: the spinner says nothing itself, the line beside it does. */
export const LoadingAReport = meta.story({
  render: withLabel(messages.loadingReport('Facebook')),
  play: async ({ canvas }) => {
    const status = getByRoleAndText(canvas, 'status', 'Loading your Facebook report…')
    await expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  },
})
