import type { ReactNode } from 'react'
import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { channels } from '../../domain/channels'
import { Button, type ButtonProps } from '../Button'
import { ChannelIcon } from './ChannelIcons'
import * as icons from './Icons'
import { LogoutIcon } from './Icons'

/** Every icon the module exports, by its export name, so a new one shows up here by itself. */
const gallery = Object.entries(icons)

/** A grid of drawings, each named by its caption: [key, caption, drawing]. */
function Figures({ label, items }: { label: string; items: [string, string, ReactNode][] }) {
  return (
    <ul
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 'var(--space-4)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {items.map(([key, caption, drawing]) => (
        <li key={key}>
          {/* Named by aria-label too: testing-library does not name a figure by its caption. */}
          <figure
            aria-label={caption}
            style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-2)', margin: 0 }}
          >
            {drawing}
            <figcaption style={{ fontSize: 'var(--font-size-sm)' }}>{caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

/** The portal's icons, and each report channel's pictogram. */
const meta = preview.meta({
  title: 'Components/Icons',
  parameters: { layout: 'padded' },
})

/**
 * Every icon, with its name under it. Icons take the colour of the text around them, and screen
 * readers pass over them.
 */
export const Gallery = meta.story({
  render: () => (
    <Figures label="Icons" items={gallery.map(([name, Icon]) => [name, name, <Icon />])} />
  ),
  play: async ({ canvas }) => {
    const figures = within(canvas.getByRole('list', { name: 'Icons' })).getAllByRole('figure')
    await expect(figures.map((figure) => figure.textContent)).toEqual(gallery.map(([name]) => name))
    await expect(gallery.length).toBeGreaterThanOrEqual(8)
    for (const [name] of gallery) {
      const figure = canvas.getByRole('figure', { name })
      const drawing = figure.querySelector('svg')
      await expect(drawing).toHaveAttribute('aria-hidden', 'true')
      await expect(drawing?.getBoundingClientRect().width).toBe(28)
      await expect(drawing?.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0)
    }
  },
})

/**
 * The report channels' pictograms, each under its channel's name: one family with the icons
 * above, a plain picture of the medium rather than the brand's mark. The menus show them on
 * their tiles.
 */
export const Channels = meta.story({
  render: () => (
    <Figures
      label="Channel icons"
      items={channels.map(({ field, label }) => [field, label, <ChannelIcon field={field} />])}
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Channel icons' })
    const figures = within(list).getAllByRole('figure')
    await expect(figures.map((figure) => figure.textContent)).toEqual(
      channels.map((channel) => channel.label),
    )
    for (const figure of figures) {
      const drawing = figure.querySelector('svg')
      await expect(drawing).toHaveAttribute('aria-hidden', 'true')
      await expect(drawing?.getBoundingClientRect().width).toBe(28)
    }
  },
})

/**
 * An icon inside a Button, as Logout in the shell's bar: the text names the button, the icon
 * adds nothing a screen reader reads.
 */
export const InAButton = meta.story({
  args: {
    variant: 'ghost',
    onClick: fn(),
    children: (
      <>
        <LogoutIcon />
        <span>Logout</span>
      </>
    ),
  } satisfies ButtonProps,
  render: (args: ButtonProps) => <Button {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Logout' })
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(button.querySelector('svg')).toBeVisible()
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})
