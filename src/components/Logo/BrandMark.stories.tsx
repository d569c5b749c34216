import type { Decorator } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import type { Brand } from '../../domain/brand'
import { sampleAgency } from '../../mocks/brand'
import { BrandProvider } from '../Brand'
import { BrandMark } from './BrandMark'

/** Renders the story under `brand`, as config.json's `brand` would set it for the whole portal. */
function under(brand: Brand): Decorator[] {
  return [
    (Story) => (
      <BrandProvider brand={brand}>
        <Story />
      </BrandProvider>
    ),
  ]
}

/**
 * The glyph, which is decorative and has no role, is filled with the sample agency's accent. The
 * accent arrives with its code, a moment after the first render (on a busy machine, late enough
 * for a screenshot to catch the portal's own colour): a story that shows it waits for it.
 */
async function expectAccentGlyph(canvasElement: HTMLElement) {
  const glyph = canvasElement.querySelector('svg rect')
  await waitFor(() => expect(glyph && getComputedStyle(glyph).fill).toBe('rgb(163, 64, 26)'))
}

/** The brand: the portal's own mark, or an agency's logo or name, as its deployment sets them. */
const meta = preview.meta({
  title: 'Components/Brand Mark',
  component: BrandMark,
  parameters: { layout: 'centered' },
  args: { size: 32 },
})

/** The portal's own mark: the glyph and 'Client Portal', on the sign-in pages and the shell. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Client Portal', { exact: true })).toBeVisible()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
  },
})

/** An agency's name without a logo: the glyph in the agency's accent, and its name. */
export const AgencyName = meta.story({
  decorators: under({ name: sampleAgency.name, accentColor: sampleAgency.accentColor }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(sampleAgency.name, { exact: true })).toBeVisible()
    await expect(canvas.queryByText('Client Portal')).not.toBeInTheDocument()
    await expectAccentGlyph(canvasElement)
  },
})

/** An agency's logo: the image stands for the name, which is its text. */
export const AgencyLogo = meta.story({
  decorators: under(sampleAgency),
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: sampleAgency.name })
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    await expect(logo).toHaveAttribute('src', sampleAgency.logoUrl)
  },
})

/** A logo that does not load gives way to the glyph and the name: never a broken image. */
export const LogoMissing = meta.story({
  decorators: under({ ...sampleAgency, logoUrl: '/brand/missing-logo.svg' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(sampleAgency.name, { exact: true })).toBeVisible()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expectAccentGlyph(canvasElement)
  },
})

/** Larger, as on the sign-in card. */
export const Large = meta.story({
  args: { size: 36 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Client Portal', { exact: true })).toBeVisible()
  },
})
