import { expect, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { getByRoleAndText } from '../../../stories/support/queries'
import { Heading } from './Heading'

/** A page's title, and the line under it that says what the page is for. */
const meta = preview.meta({
  title: 'Components/Heading',
  component: Heading,
  parameters: { layout: 'padded' },
  args: { title: 'Dashboard', intro: 'Choose an advertiser, then open the reports you need.' },
})

/** A page's title, with the line under it that says what the page is for. */
export const TitleAndIntro = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(
      getByRoleAndText(
        canvas,
        'paragraph',
        'Choose an advertiser, then open the reports you need.',
      ),
    ).toBeVisible()
  },
})

/** The title alone, as Settings shows it: no empty line under it. */
export const TitleOnly = meta.story({
  args: { title: 'Settings', intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(canvas.queryAllByRole('paragraph')).toHaveLength(0)
  },
})

/** The line under the title may set a word in bold, such as an advertiser's name. */
export const IntroWithMarkup = meta.story({
  args: {
    title: 'AI Optimizations',
    intro: (
      <>
        Campaign notes and KPIs for <strong>Northwind Outdoor Co.</strong>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Optimizations' })).toBeVisible()
    const intro = getByRoleAndText(
      canvas,
      'paragraph',
      'Campaign notes and KPIs for Northwind Outdoor Co.',
    )
    await expect(within(intro).getByText('Northwind Outdoor Co.')).toHaveStyle({
      fontWeight: '700',
    })
  },
})
