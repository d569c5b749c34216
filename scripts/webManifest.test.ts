import { readFileSync, statSync } from 'node:fs'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { pngIcons, webManifest } from './webManifest.mjs'

const portalIcons = [
  { src: '/portal-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/portal-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/portal-icon-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]
const portalMark = { src: '/portal-icon.svg', sizes: 'any', type: 'image/svg+xml' }

describe('the web app manifest’s icons', () => {
  it('are the portal’s own without a brand: PNGs of 192 and 512 px, one maskable, and its mark', () => {
    expect(webManifest().icons).toEqual([...portalIcons, portalMark])
  })

  it('are the agency’s where it gives them, the portal’s own PNGs for the rest', () => {
    const brand = { icon192: '/acme-192.png', iconMaskable: '/brand/acme-maskable.png' }
    expect(webManifest({ brand }).icons).toEqual([
      { ...portalIcons[0], src: '/acme-192.png' },
      portalIcons[1],
      { ...portalIcons[2], src: '/brand/acme-maskable.png' },
    ])
  })

  it('list no icon of any size beside the agency’s: Chromium would take it for every other size', () => {
    const brand = { icon512: '/acme-512.png', logoUrl: '/acme-logo.svg' }
    expect(webManifest({ brand }).icons.map(({ sizes }) => sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ])
  })

  it('list the agency’s logo as an icon of any size, before the mark, without its icons (issue 41)', () => {
    expect(webManifest({ brand: { logoUrl: '/acme-logo.svg' } }).icons).toEqual([
      ...portalIcons,
      { src: '/acme-logo.svg', sizes: 'any', type: 'image/svg+xml' },
      portalMark,
    ])
  })

  it('leave iOS’s icon to the page’s link, and the mark with it', () => {
    const { icons } = webManifest({ brand: { appleTouchIcon: '/acme-touch.png' } })
    expect(icons).toEqual([...portalIcons, portalMark])
  })
})

describe('the portal’s own PNG icons (scripts/draw-portal-icons.mjs)', () => {
  const read = (file: string) => new URL(`../src/assets/${file}`, import.meta.url)

  it.each(pngIcons.map((icon) => [icon.file, icon] as const))(
    '%s is a PNG of its size, a few kB (every device stores it)',
    (_file, { file, size }) => {
      const { width, height } = PNG.sync.read(readFileSync(read(file)))
      expect({ width, height }).toEqual({ width: size, height: size })
      expect(statSync(read(file)).size).toBeLessThan(8000)
    },
  )

  it.each(['apple-touch-icon.png', 'portal-icon-maskable.png'])(
    '%s is opaque: iOS puts a transparent icon on black, a launcher crops a maskable one',
    (file) => {
      const { data } = PNG.sync.read(readFileSync(read(file)))
      const alphas = new Set(data.filter((_, at) => at % 4 === 3))
      expect([...alphas]).toEqual([255])
    },
  )

  it('the maskable one has its mark inside the central 80 % circle, the rest its background', () => {
    const { width, height, data } = PNG.sync.read(readFileSync(read('portal-icon-maskable.png')))
    const background = data.readUInt32BE(0)
    let farthest = 0
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4
        // Off the background by more than the rounding where the mark's own square blends in.
        const off = [0, 1, 2].some(
          (channel) =>
            Math.abs(data[at + channel] - ((background >>> (24 - 8 * channel)) & 255)) > 3,
        )
        if (off)
          farthest = Math.max(farthest, Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2))
      }
    }
    expect(farthest).toBeGreaterThan(0)
    expect(farthest).toBeLessThan(0.4 * width)
  })
})
