#!/usr/bin/env node
// Draws the portal's own PNG icons (scripts/webManifest.mjs, pngIcons) from its mark,
// src/assets/favicon.svg, into src/assets, where the build copies them from. Run it again when the
// mark changes, look at the files, and commit them:
//
//   node scripts/draw-portal-icons.mjs
//
// Chromium draws them (the tests' own, scripts/chromium.ts; CHROMIUM_PATH for another), and each is
// written as a palette PNG of at most 256 colours, about half of Chromium's own file: the service
// worker stores them on every device.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { zlibAsync } from '@gfx/zopfli'
import { chromium } from 'playwright'
import pngjs from 'pngjs'
import { pngIcons } from './webManifest.mjs'

const assets = new URL('../src/assets/', import.meta.url)
const mark = readFileSync(new URL('favicon.svg', assets))
const markUrl = `data:image/svg+xml;base64,${mark.toString('base64')}`
/** favicon.svg's square and its colour; the bars and dot inside it span x 8 to 25, y 4 to 24. */
const viewBox = 32
const brandColour = '#3341c4'
const drawing = { x: 8, y: 4, width: 17, height: 20 }

/** Where the mark's image goes in an icon of `size` px, on what background. */
function layout(key, size) {
  if (key === 'iconMaskable') {
    // The drawing centred, its corners 85 % of the way to the safe circle's edge (radius 40 %);
    // the mark's own square, the background's colour, disappears into the background.
    const scale = (0.85 * 0.4 * size) / Math.hypot(drawing.width / 2, drawing.height / 2)
    const left = size / 2 - (drawing.x + drawing.width / 2) * scale
    const top = size / 2 - (drawing.y + drawing.height / 2) * scale
    return { background: brandColour, left, top, width: viewBox * scale }
  }
  // The mark as it is; iOS's opaque, its corners filled in the mark's colour (iOS rounds its own).
  return { background: key === 'appleTouchIcon' ? brandColour : null, left: 0, top: 0, width: size }
}

/** A PNG chunk: length, type, data and its CRC. */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const framed = Buffer.alloc(body.length + 8)
  framed.writeUInt32BE(data.length, 0)
  body.copy(framed, 4)
  framed.writeUInt32BE(crc32(body), body.length + 4)
  return framed
}

/**
 * `image` (RGBA) as an 8-bit palette PNG. Past 256 colours (the antialiased edges), the palette
 * is the 128 commonest and then, one at a time, the colour farthest from all chosen so far; every
 * pixel takes its nearest (measured: within 3 of 255 in each channel, premultiplied).
 */
async function palettePng({ width, height, data }) {
  const counts = new Map()
  for (let at = 0; at < data.length; at += 4) {
    const colour = data.readUInt32BE(at)
    counts.set(colour, (counts.get(colour) ?? 0) + 1)
  }
  const rgba = (colour) => [
    colour >>> 24,
    (colour >>> 16) & 255,
    (colour >>> 8) & 255,
    colour & 255,
  ]
  const premultiplied = (colour) => {
    const [r, g, b, a] = rgba(colour)
    return [(r * a) / 255, (g * a) / 255, (b * a) / 255, a]
  }
  const distance = (p, q) => p.reduce((sum, value, channel) => sum + (value - q[channel]) ** 2, 0)
  const byCount = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a))
  const palette = byCount.slice(0, 128)
  const rest = byCount.slice(128).map((colour) => {
    const point = premultiplied(colour)
    return {
      colour,
      point,
      gap: Math.min(...palette.map((c) => distance(point, premultiplied(c)))),
    }
  })
  while (palette.length < 256 && rest.length > 0) {
    rest.sort((a, b) => b.gap - a.gap)
    const { colour, point } = rest.shift()
    palette.push(colour)
    for (const other of rest) other.gap = Math.min(other.gap, distance(other.point, point))
  }
  const points = palette.map(premultiplied)
  const index = new Map(palette.map((colour, at) => [colour, at]))
  const nearest = (colour) => {
    if (!index.has(colour)) {
      const point = premultiplied(colour)
      const gaps = points.map((other) => distance(point, other))
      index.set(colour, gaps.indexOf(Math.min(...gaps)))
    }
    return index.get(colour)
  }
  // Each row: filter 0 (none), then its pixels' places in the palette.
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows[y * (width + 1) + 1 + x] = nearest(data.readUInt32BE((y * width + x) * 4))
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 3], 8) // 8 bits a pixel, a palette
  const alphas = palette.map((colour) => colour & 255)
  while (alphas.at(-1) === 255) alphas.pop()
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap((colour) => rgba(colour).slice(0, 3)))),
    ...(alphas.length > 0 ? [chunk('tRNS', Buffer.from(alphas))] : []),
    chunk('IDAT', Buffer.from(await zlibAsync(rows, { numiterations: 15 }))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path && existsSync(path))
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
try {
  const page = await browser.newPage()
  for (const { key, file, size } of pngIcons) {
    const { background, left, top, width } = layout(key, size)
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<body style="margin: 0; background: ${background ?? 'transparent'}">` +
        `<img src="${markUrl}" style="position: absolute; left: ${left}px; top: ${top}px; width: ${width}px">`,
    )
    await page.locator('img').evaluate((image) => image.decode())
    const shot = await page.screenshot({ omitBackground: background === null })
    const png = await palettePng(pngjs.PNG.sync.read(shot))
    writeFileSync(new URL(file, assets), png)
    console.log(`${file}: ${size}×${size}, ${png.length} bytes (Chromium's: ${shot.length})`)
  }
} finally {
  await browser.close()
}
