import { expect, fn, waitFor, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { narrow } from '../../../.storybook/viewports'
import {
  expectNoSidewaysScroll,
  expectWhole,
  expectWithinWindow,
} from '../../../stories/support/layout'
import { longAdvertiserNames } from '../../mocks/fixtures'
import { failed, loading, ready } from '../../domain/loadable'
import { AdvertiserSelect } from './AdvertiserSelect'
import { exactly } from '../../../stories/support/exactly'

/**
 * The advertiser dropdown: the client's advertisers, A to Z, with 'Choose Advertiser' at the top.
 * Past ten advertisers, a Find advertiser field above it, and the ones viewed recently under it.
 */
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

/** The client's advertisers, none chosen yet. */
export const Ready = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent(
      exactly('Choose Advertiser'),
    )
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

/** The list on its way: the dropdown waits, and says it is loading. */
export const Loading = meta.story({
  args: { names: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(exactly('Loading advertisers…'))
  },
})

/**
 * Where the page shows no error (AI Optimizations): nothing to choose, no message, only a quiet Try
 * again that asks for the list again.
 */
export const FailedQuietly = meta.story({
  args: { names: failed('Failed to load advertisers.', fn()), quietFailure: true },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await expect(within(select).getAllByRole('option')).toHaveLength(1)
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.names.status === 'failed' && args.names.retry).toHaveBeenCalledOnce()
  },
})

/** The list could not be loaded: the page's message, with Try again beside it. */
export const Failed = meta.story({
  args: { names: failed('Failed to load advertisers.', fn()) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Failed to load advertisers\.$/)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.names.status === 'failed' && args.names.retry).toHaveBeenCalledOnce()
  },
})

const many = [
  'Atlas Home Services',
  'Brightline Dental Group',
  'Café Rouge',
  'Copperleaf Coffee Roasters',
  'Harbor & Pine Realty',
  'Meridian Health Partners',
  'Northwind Outdoor Co.',
  'Summit Ridge Auto',
  'Tidewater Marine',
  'Upland Orchards',
  'Verdant Lawn Care',
  'Willow Creek Dental',
]

/** Ten names or fewer: the dropdown alone, no search and no recently viewed. */
export const TenNoSearch = meta.story({
  args: { names: ready(many.slice(0, 10)), recent: ['Summit Ridge Auto'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox', { name: 'Find advertiser' })).toBeNull()
    await expect(canvas.queryByRole('list', { name: 'Recently viewed' })).toBeNull()
  },
})

/** Eleven names: past ten, so the search field is there. */
export const ElevenSearchable = meta.story({
  args: { names: ready(many.slice(0, 11)) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('searchbox', { name: 'Find advertiser' }),
    ).toHaveAccessibleDescription('11 of 11 advertisers')
  },
})

/**
 * Past ten: 'Find advertiser' narrows the options, ignoring case and accents ('cafe' finds 'Café
 * Rouge'), says how many match, keeps the current choice listed, and Escape clears it.
 */
export const Search = meta.story({
  args: { names: ready(many), value: 'Summit Ridge Auto' },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Find advertiser' })
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    const listed = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
    await expect(search).toHaveAccessibleDescription('12 of 12 advertisers')
    await userEvent.type(search, 'CAFE')
    await expect(listed()).toEqual(['Choose Advertiser', 'Café Rouge', 'Summit Ridge Auto'])
    await expect(search).toHaveAccessibleDescription('1 of 12 advertisers')
    // Said to screen readers once typing pauses, not on every key.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(exactly('1 of 12 advertisers')),
    )
    await expect(select).toHaveValue('Summit Ridge Auto')
    await userEvent.selectOptions(select, 'Café Rouge')
    await expect(args.onChange).toHaveBeenCalledWith('Café Rouge')
    await userEvent.clear(search)
    await userEvent.type(search, 'dental')
    await expect(listed()).toEqual([
      'Choose Advertiser',
      'Brightline Dental Group',
      'Summit Ridge Auto',
      'Willow Creek Dental',
    ])
    await expect(search).toHaveAccessibleDescription('2 of 12 advertisers')
    await userEvent.keyboard('{Escape}')
    await expect(search).toHaveValue('')
    await expect(listed()).toHaveLength(13)
  },
})

/** A search that matches nothing still lists 'Choose Advertiser', and says so. */
export const SearchNoMatch = meta.story({
  args: { names: ready(many) },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Find advertiser' })
    await userEvent.type(search, 'zzz')
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await expect(within(select).getAllByRole('option')).toHaveLength(1)
    await expect(search).toHaveAccessibleDescription('0 of 12 advertisers')
  },
})

/** 'Recently viewed': the last chosen, newest first, one click each; names no longer listed are left out. */
export const RecentlyViewed = meta.story({
  args: {
    names: ready(many),
    value: 'Tidewater Marine',
    recent: ['Tidewater Marine', 'Retired Advertiser LLC', 'Café Rouge'],
  },
  play: async ({ canvas, userEvent, args }) => {
    const recent = canvas.getByRole('list', { name: 'Recently viewed' })
    const buttons = within(recent).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Tidewater Marine',
      'Café Rouge',
    ])
    await expect(buttons[0]).toHaveAttribute('aria-current', 'true')
    await userEvent.click(within(recent).getByRole('button', { name: 'Café Rouge' }))
    await expect(args.onChange).toHaveBeenCalledWith('Café Rouge')
  },
})

/** A word about the choice, such as a linked advertiser this account does not have. */
export const WithNotice = meta.story({
  args: { notice: 'That advertiser is not available to your account.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      exactly('That advertiser is not available to your account.'),
    )
  },
})

/**
 * Real names at 320 px: 60 characters, one a web address with no space. The dropdown stays as
 * wide as the screen allows (a native select otherwise grows to its longest name), and each
 * recently viewed name wraps inside its button, the address broken where it must be.
 */
export const LongNamesNarrow = meta.story({
  globals: narrow,
  args: {
    names: ready([...longAdvertiserNames, ...many].sort()),
    value: longAdvertiserNames[2],
    recent: longAdvertiserNames,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      longAdvertiserNames[2],
    )
    const recent = within(canvas.getByRole('list', { name: 'Recently viewed' }))
    for (const name of longAdvertiserNames) {
      await expectWhole(recent.getByRole('button', { name }))
    }
    await expectWithinWindow(canvas.getByRole('combobox', { name: 'Advertiser' }))
    await expectNoSidewaysScroll()
  },
})
