import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { signedInScreen } from '../../../stories/support/screenStories'
import { phone } from '../../../.storybook/viewports'
import { channelsOf, menuTitles } from '../../domain/channels'
import { MenuScreen } from './MenuScreen'

/**
 * A channel menu, Social Analytics or Programmatic Analytics: a tile for each channel's report, the
 * 'powered by' logo back to the dashboard, and Previous Page.
 */
const meta = preview.meta({
  title: 'Screens/Channel Menu',
  component: MenuScreen,
  ...signedInScreen,
  args: {
    title: menuTitles.social,
    intro: 'Choose a social channel to open its report.',
    channels: channelsOf('social'),
    onPreviousPage: fn(),
  },
})

/**
 * The tiles' names and targets, in the order the spec lists them; each shows its channel's
 * pictogram, hidden from screen readers (the name says it), and no two the same.
 */
async function expectTiles(nav: HTMLElement, expected: string[][]) {
  const links = within(nav).getAllByRole('link')
  await expect(links).toHaveLength(expected.length)
  for (const [index, [name, href]] of expected.entries()) {
    await expect(links[index]).toHaveAccessibleName(name)
    await expect(links[index]).toHaveAttribute('href', href)
    await expect(links[index]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(links[index]?.querySelector('svg')).toBeVisible()
  }
  const drawings = links.map((link) => link.querySelector('svg')?.innerHTML)
  await expect(new Set(drawings).size).toBe(expected.length)
}

const socialTiles = [
  ['Facebook', '/facebook-analytics'],
  ['Instagram', '/instagram-analytics'],
  ['TikTok', '/tiktok-analytics'],
  ['YouTube', '/youtube-analytics'],
  ['X', '/x-analytics'],
  ['Truth Social', '/truthsocial-analytics'],
  ['Rumble', '/rumble-analytics'],
  ['Google Paid Search', '/google-analytics'],
]

const programmaticTiles = [
  ['Audio', '/audio-analytics'],
  ['In-Game', '/ingame-analytics'],
  ['Connected TV', '/ctv-analytics'],
  ['Video', '/video-analytics'],
  ['Mobile', '/mobile-analytics'],
  ['Display', '/display-analytics'],
  ['Digital-Out-Of-Home', '/dooh-analytics'],
]

/** Social Analytics: eight channels, the logo to the dashboard, and Previous Page. */
export const SocialAnalytics = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Social Analytics' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Social Analytics channels' })
    await expectTiles(nav, socialTiles)
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (dashboard)' }),
    ).toHaveAttribute('href', '/dashboard')
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

/** Programmatic Analytics: seven channels. */
export const ProgrammaticAnalytics = meta.story({
  args: {
    title: menuTitles.programmatic,
    intro: 'Choose a programmatic channel to open its report.',
    channels: channelsOf('programmatic'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Programmatic Analytics' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Programmatic Analytics channels' })
    await expectTiles(nav, programmaticTiles)
  },
})

/** On a phone: the tiles stack, Previous Page under them. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Google Paid Search' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Previous Page' })).toBeVisible()
  },
})
