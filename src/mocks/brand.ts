import type { Brand } from '../domain/brand'

/**
 * A sample agency's brand, as config.json would give it: Storybook's toolbar shows every story
 * under it, and the end-to-end suite deploys it. Its logo is served by the demo backend's static
 * files (src/mocks/static/brand).
 */
export const sampleAgency = {
  name: 'Northwind Media',
  accentColor: '#a3401a',
  logoUrl: '/brand/northwind-logo.svg',
} as const satisfies Brand
