import { expect, within } from 'storybook/test'
import tokensCss from '../../src/styles/tokens.css?raw'
import preview from '../../.storybook/preview'
import { DesignTokens } from './DesignTokens'

// A check of the Design tokens page, not a page of its own: the same tables twice in the sidebar
// showed designers nothing new, so it is left out of the sidebar and of Docs, and played as a test.
const meta = preview.meta({
  title: 'Design tokens/Tables',
  component: DesignTokens,
  tags: ['!dev', '!autodocs'],
})

/** Each custom property declared in the file, by its own reading (comments left out). */
function declaredTokens(): Map<string, string> {
  const text = tokensCss.replace(/\/\*[\s\S]*?\*\//g, '')
  const declarations = text.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)
  return new Map(
    [...declarations].map(([, name = '', value = '']) => [name, value.replace(/\s+/g, ' ').trim()]),
  )
}

/**
 * The page is read from the file: one row for each custom property it declares, and each
 * colour's row shows the light and the dark value it is written with.
 */
export const AllTokens = meta.story({
  play: async ({ canvas }) => {
    const declared = declaredTokens()
    await expect(declared.get('--color-brand-text')).toMatch(/^light-dark\(/)
    const rowNames = canvas.getAllByRole('rowheader').map((cell) => cell.textContent)
    await expect(rowNames).toEqual([...declared.keys()])

    for (const [name, value] of declared) {
      if (!name.startsWith('--color-')) continue
      const row = canvas.getByRole('rowheader', { name }).closest('tr')
      if (!row) throw new Error(`No row for ${name}`)
      const [light, dark, ...more] = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
      await expect(more).toEqual([])
      const expected = value.startsWith('light-dark(') ? `light-dark(${light}, ${dark})` : light
      await expect(expected).toBe(value)
      if (!value.startsWith('light-dark(')) await expect(dark).toBe(value)
    }
  },
})
