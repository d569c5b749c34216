import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { failed, loading, ready } from '../../domain/loadable'
import { AdvertiserSelect } from './AdvertiserSelect'

const meta = preview.meta({
  title: 'Components/Advertiser Select',
  component: AdvertiserSelect,
  parameters: { layout: 'padded' },
  args: {
    names: ready(['Atlas Home Services', 'Summit Ridge Auto']),
    value: null,
    onChange: fn(),
  },
})

export const Ready = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choose Advertiser')
    await userEvent.selectOptions(select, 'Summit Ridge Auto')
    await expect(args.onChange).toHaveBeenCalledWith('Summit Ridge Auto')
  },
})

/** A stored choice that is not in the list (say, from another account) shows as no choice. */
export const UnknownValue = meta.story({
  args: { value: 'Retired Advertiser LLC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue('')
  },
})

export const Loading = meta.story({
  args: { names: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading advertisers…')
  },
})

/** A quiet failure (the AI page): nothing to choose, and nothing said. */
export const FailedQuietly = meta.story({
  args: { names: failed('Failed to load advertisers.'), quietFailure: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await expect(within(select).getAllByRole('option')).toHaveLength(1)
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
})

export const Failed = meta.story({
  args: { names: failed('Failed to load advertisers.') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load advertisers.')
  },
})
