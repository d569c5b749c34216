import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { phone } from '../../../.storybook/viewports'
import { channelByField, channels, reportTitle } from '../../domain/channels'
import { advertiserNamesSorted } from '../../mocks/fixtures'
import { failed, loading, ready } from '../../domain/loadable'
import { ReportScreen } from './ReportScreen'
import { getByRoleAndText } from '../../../stories/support/queries'

const facebook = channelByField('facebook')
const demoReport = '/demo-reports/facebook.html?advertiser=Northwind+Outdoor+Co.&rm=embed'

const meta = preview.meta({
  title: 'Screens/Report',
  component: ReportScreen,
  args: {
    channel: facebook,
    advertisers: ready(advertiserNamesSorted),
    selectedAdvertiser: null,
    link: { status: 'unresolved' as const },
    phase: 'selection' as const,
    onSelectAdvertiser: fn(),
    onViewReport: fn(),
    onFrameLoad: fn(),
    onPreviousPage: fn(),
  },
})

const tooltip = 'Select an advertiser with a Facebook report'

export const AdvertisersLoading = meta.story({
  args: { advertisers: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Facebook Analytics' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

export const AdvertisersFailed = meta.story({
  args: { advertisers: failed('Failed to load advertisers.') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load advertisers.')
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

/** Nothing chosen yet: View Report waits, and its tooltip says why. */
export const NoSelection = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'View Report' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(tooltip)
    // Reachable, so its tooltip can be heard, but pressing it does nothing.
    await userEvent.click(button)
    await expect(args.onViewReport).not.toHaveBeenCalled()
    await expect(
      getByRoleAndText(canvas, 'paragraph', /then View Report opens its Facebook report/),
    ).toBeVisible()
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Advertiser' }),
      'Atlas Home Services',
    )
    await expect(args.onSelectAdvertiser).toHaveBeenCalledWith('Atlas Home Services')
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

export const SelectedWithLink = meta.story({
  args: {
    selectedAdvertiser: 'Northwind Outdoor Co.',
    link: { status: 'ready', href: demoReport },
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'View Report' })
    await expect(button).toHaveAttribute('aria-disabled', 'false')
    await expect(button).toHaveAccessibleDescription(tooltip)
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(button)
    await expect(args.onViewReport).toHaveBeenCalledOnce()
  },
})

export const SelectedWithoutLink = meta.story({
  args: { selectedAdvertiser: 'Meridian Health Partners', link: { status: 'missing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No Facebook report found for Meridian Health Partners. Contact your rep to activate.',
    )
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

/** View Report pressed: the report full page, in its sandboxed frame, under the loader. */
export const ViewingWithLoader = meta.story({
  args: {
    selectedAdvertiser: 'Northwind Outdoor Co.',
    link: { status: 'ready', href: demoReport },
    phase: 'loading',
  },
  play: async ({ canvas, userEvent, args }) => {
    const frame = canvas.getByTitle('Facebook report for Northwind Outdoor Co.')
    await expect(frame.tagName).toBe('IFRAME')
    await expect(frame).toHaveAttribute('src', demoReport)
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-forms',
    )
    await expect(frame).toHaveAttribute('allow', 'fullscreen; clipboard-read; clipboard-write')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(frame).toHaveAttribute('inert')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your Facebook report…')
    await expect(canvas.getByRole('heading', { name: /Facebook Analytics/ })).toHaveFocus()
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

export const ViewingAfterLoad = meta.story({
  args: { ...ViewingWithLoader.input.args, phase: 'ready' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Facebook report for Northwind Outdoor Co.')
    await expect(frame).toBeVisible()
    await expect(frame).not.toHaveAttribute('inert')
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
})

/** The frame did not load within 30 s: the loader goes, and the user is told. */
export const LoaderTimedOut = meta.story({
  args: { ...ViewingWithLoader.input.args, phase: 'slow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This report is taking longer than usual. It will appear here as soon as it loads.',
    )
    await expect(canvas.getByTitle('Facebook report for Northwind Outdoor Co.')).toBeVisible()
  },
})

/** The report view was opened, but there is no link to show. */
export const NoLinkFullPage = meta.story({
  args: {
    selectedAdvertiser: 'Meridian Health Partners',
    link: { status: 'missing' },
    phase: 'ready',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No Facebook report found for this advertiser.',
    )
    await expect(canvas.queryByTitle(/report for/)).not.toBeInTheDocument()
  },
})

export const PhoneViewing = meta.story({
  globals: phone,
  args: { ...ViewingWithLoader.input.args, phase: 'ready' },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous Page' })
    await expect(previous).toBeVisible()
    await expect(previous.getBoundingClientRect().height).toBeLessThan(60)
  },
})

/** One screen serves all 16 channels: each title and tooltip comes from the channel table. */
export const AllChannels = meta.story({
  render: (args) => (
    <div>
      {channels.map((channel) => (
        <section key={channel.field} aria-label={channel.label}>
          <ReportScreen {...args} channel={channel} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(16)
    for (const channel of channels) {
      const section = within(canvas.getByRole('region', { name: channel.label }))
      await expect(section.getByRole('heading', { level: 1 })).toHaveTextContent(
        reportTitle(channel),
      )
      await expect(
        section.getByRole('button', { name: 'View Report' }),
      ).toHaveAccessibleDescription(`Select an advertiser with a ${channel.label} report`)
    }
  },
})
