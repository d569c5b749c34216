// The screenshot check's decisions, in Node, with a page whose captures the test hands out:
// the byte-equal fast path, the tolerance, a page still settling, a real change, a missing
// baseline and --update. ScreenshotChecks.stories.tsx shows the same check fail on real stories.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { beforeEach, describe, expect, it } from 'vitest'
import { screenshotMatcher, type ScreenshotResult } from './matchScreenshot'

/** A 40 × 20 grey picture with its first `changed` pixels turned `shade`. */
function picture({ changed = 0, shade = 0, level = 6, width = 40 } = {}) {
  const png = new PNG({ width, height: 20 })
  png.data.fill(200)
  for (let pixel = 0; pixel < changed; pixel += 1) png.data.fill(shade, pixel * 4, pixel * 4 + 3)
  // The compression level changes the bytes and not the pixels, as another encoder would.
  return PNG.sync.write(png, { deflateLevel: level })
}

let dir: string
let baselines: string
let differences: string
/** What the page's captures show, in turn; the last one repeats, or all do when `cycling`. */
let captures: Buffer[]
let cycling: boolean
/** How many captures the check took. */
let taken: number
/** The clip the check asked for. */
let clip: unknown
/**
 * The check's clock, in ms: each capture takes 10 ms of it, and nothing else moves it, so a
 * verdict never depends on how fast this machine runs.
 */
let clock: number

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'screenshots-'))
  baselines = path.join(dir, 'baselines')
  differences = path.join(dir, 'differences')
  mkdirSync(baselines)
  captures = []
  cycling = false
  taken = 0
  clock = 0
})

/** Runs the check of baseline `name` on an area of the page, as the storybook project would. */
async function check(
  name: string,
  { update = false, compareOnly = false, preface = (): string | null => null } = {},
) {
  const session = {
    send: async (_method: string, options: { clip: unknown }) => {
      clip = options.clip
      const image =
        captures[cycling ? taken % captures.length : Math.min(taken, captures.length - 1)]!
      taken += 1
      clock += 10
      return { data: image.toString('base64') }
    },
  }
  const context = {
    provider: { name: 'playwright' },
    page: { context: () => ({ newCDPSession: async () => session }) },
    project: { serializedConfig: { snapshotOptions: { updateSnapshot: update ? 'all' : 'none' } } },
  }
  const match = screenshotMatcher({
    baselineDir: baselines,
    differenceDir: differences,
    settleMs: 300,
    now: () => clock,
    preface,
  })
  const area = { x: 10.4, y: 20, width: 40, height: 19.5 }
  return (await match(context as never, name, area, { compareOnly })) as ScreenshotResult
}

const baselineOf = (name: string) => path.join(baselines, `${name}.png`)

describe('the screenshot check', () => {
  it('passes a capture with the baseline’s bytes, taken once, of the whole pixels the area touches', async () => {
    writeFileSync(baselineOf('same'), picture())
    captures.push(picture())
    expect(await check('same')).toEqual({ pass: true })
    expect(taken).toBe(1)
    expect(clip).toEqual({ x: 10, y: 20, width: 41, height: 20, scale: 1 })
  })

  it('passes the same pixels in other bytes, and changes within the tolerance', async () => {
    writeFileSync(baselineOf('encoded'), picture())
    captures.push(picture({ level: 1 }))
    expect(await check('encoded')).toEqual({ pass: true })
    writeFileSync(baselineOf('few'), picture())
    captures = [picture({ changed: 20 })]
    expect(await check('few')).toEqual({ pass: true })
    writeFileSync(baselineOf('faint'), picture())
    captures = [picture({ changed: 800, shade: 199 })]
    expect(await check('faint')).toEqual({ pass: true })
    expect(existsSync(differences)).toBe(false)
  })

  it('waits for a page still settling, then passes', async () => {
    writeFileSync(baselineOf('settling'), picture())
    captures.push(picture({ changed: 100 }), picture({ changed: 50 }), picture())
    expect(await check('settling')).toEqual({ pass: true })
    expect(taken).toBe(3)
  })

  it('fails a real change once the page has settled, and leaves the images to look at', async () => {
    writeFileSync(baselineOf('changed'), picture())
    captures.push(picture({ changed: 21 }))
    const result = await check('changed')
    expect(result).toEqual({
      pass: false,
      message:
        `changed differs from its baseline: 21 pixels differ (at most 20 may). See ` +
        ['reference', 'actual', 'diff']
          .map((kind) =>
            path.relative(process.cwd(), path.join(differences, `changed-${kind}.png`)),
          )
          .join(', ') +
        '.',
    })
    expect(readFileSync(path.join(differences, 'changed-actual.png'))).toEqual(
      picture({ changed: 21 }),
    )
    expect(PNG.sync.read(readFileSync(path.join(differences, 'changed-diff.png'))).width).toBe(40)
  })

  it('fails a capture of another size, naming both', async () => {
    writeFileSync(baselineOf('wider'), picture())
    captures.push(picture({ width: 41 }))
    const result = await check('wider')
    expect(result.pass).toBe(false)
    expect(!result.pass && result.message).toContain('it is 41×20 px, the baseline 40×20 px')
  })

  it('fails a page that keeps changing', async () => {
    writeFileSync(baselineOf('moving'), picture())
    captures = [picture({ changed: 100 }), picture({ changed: 101 })]
    cycling = true
    expect(await check('moving')).toEqual({
      pass: false,
      message: 'moving: the page kept changing for 300 ms.',
    })
    // The first capture, then one every 10 ms until the clock passed 300 ms.
    expect(taken).toBe(32)
  })

  it('fails without a baseline, and keeps the capture', async () => {
    captures.push(picture())
    const result = await check('new')
    expect(result.pass).toBe(false)
    expect(!result.pass && result.message).toMatch(
      /^new: no baseline .*take the baselines with --update\.$/,
    )
    expect(existsSync(baselineOf('new'))).toBe(false)
    expect(readFileSync(path.join(differences, 'new-actual.png'))).toEqual(picture())
  })

  it('with --update, writes a settled capture whose bytes differ, and leaves the same bytes alone', async () => {
    writeFileSync(baselineOf('retaken'), picture())
    captures.push(picture({ changed: 5 }), picture({ changed: 30 }), picture({ changed: 30 }))
    expect(await check('retaken', { update: true })).toEqual({ pass: true })
    expect(readFileSync(baselineOf('retaken'))).toEqual(picture({ changed: 30 }))
    captures = [picture()]
    taken = 0
    expect(await check('added', { update: true })).toEqual({ pass: true })
    expect(readFileSync(baselineOf('added'))).toEqual(picture())
    expect(taken).toBe(2)
  })

  it('with --update but compare only, fails a change and leaves the baseline as it was', async () => {
    writeFileSync(baselineOf('kept'), picture())
    captures.push(picture({ changed: 30 }))
    const result = await check('kept', { update: true, compareOnly: true })
    expect(!result.pass && result.message).toMatch(/^kept differs from its baseline: 30 pixels/)
    expect(readFileSync(baselineOf('kept'))).toEqual(picture())
  })

  it('says first what the preface says, on a failure only', async () => {
    const preface = () => 'This machine differs.'
    writeFileSync(baselineOf('other'), picture())
    captures.push(picture({ changed: 30 }))
    const result = await check('other', { preface })
    expect(!result.pass && result.message).toMatch(/^This machine differs\.\n\nother differs/)
    captures = [picture()]
    expect(await check('other', { preface })).toEqual({ pass: true })
  })
})
