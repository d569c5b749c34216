// The storybook project's screenshot check (docs/testing.md, Visual baselines), a browser command
// run by Vitest's server on the Playwright page that holds the test frame. A baseline is the PNG
// Chromium itself wrote, so a capture whose bytes are the baseline's passes without either image
// being decoded: most do, and decoding two PNGs per capture was the biggest cost of the checks.
// Any other capture (another browser build encodes differently, a real change) is decoded and
// compared pixel by pixel, with the tolerance below.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
// The types of Playwright's page on the command's context.
import type {} from '@vitest/browser-playwright'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { CDPSession, Page } from 'playwright'
import type { BrowserCommand } from 'vitest/node'
import { environmentDifference } from './environment.ts'

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchScreenshot: (name: string, area: Area, options?: CheckOptions) => Promise<ScreenshotResult>
  }
}

export interface CheckOptions {
  /** Compare only, even with `--update`: the checks of the check (ScreenshotChecks.stories.tsx). */
  readonly compareOnly?: boolean
}

/** Part of the test page, in its CSS pixels (the test frame is never scaled). */
export interface Area {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export type ScreenshotResult =
  { readonly pass: true } | { readonly pass: false; readonly message: string }

const root = path.resolve(import.meta.dirname, '../..')

/**
 * How many captures this process has compared with a baseline (or written, with `--update`), said
 * at the end of the run (globalSetup.ts). On `globalThis`: the config and the set-up each load
 * their own copy of this module.
 */
const counted = globalThis as { portalScreenshotsCompared?: number }
export const screenshotsCompared = () => counted.portalScreenshotsCompared ?? 0

/**
 * A pixel counts as changed past a small colour distance: a flat grey that moves by 14 of 255
 * levels (ScreenshotChecks.stories.tsx), while anti-aliased text edges, which browser builds draw
 * a little differently, are told apart by pixelmatch. More than 20 changed pixels fail.
 */
const threshold = 0.05
const allowedPixels = 20

/** One DevTools session per page, kept: opening one costs a round trip per capture. */
const sessions = new WeakMap<Page, Promise<CDPSession>>()
function sessionOf(page: Page) {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  return session
}

/** The whole pixels `area` touches, as Playwright rounds an element's box for its screenshots. */
function wholePixels({ x, y, width, height }: Area) {
  const left = Math.floor(x + 1e-3)
  const top = Math.floor(y + 1e-3)
  return {
    x: left,
    y: top,
    width: Math.ceil(x + width - 1e-3) - left,
    height: Math.ceil(y + height - 1e-3) - top,
  }
}

async function capture(page: Page, area: Area) {
  const session = await sessionOf(page)
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...wholePixels(area), scale: 1 },
  })
  return Buffer.from(data, 'base64')
}

function read(file: string) {
  try {
    return readFileSync(file)
  } catch {
    return null
  }
}

/** How `actual` differs from `expected`: null when within the tolerance, else why, and the diff. */
function compare(expected: Buffer, actual: Buffer) {
  const [a, b] = [PNG.sync.read(expected), PNG.sync.read(actual)]
  if (a.width !== b.width || a.height !== b.height) {
    return {
      why: `it is ${b.width}×${b.height} px, the baseline ${a.width}×${a.height} px`,
      diff: null,
    }
  }
  const diff = new PNG({ width: a.width, height: a.height })
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold })
  if (changed <= allowedPixels) return null
  return {
    why: `${changed} pixels differ (at most ${allowedPixels} may)`,
    diff: PNG.sync.write(diff),
  }
}

/** A capture taken again until two in a row are the same (a page still settling), or null. */
async function settled(page: Page, area: Area, first: Buffer, gaveUp: () => boolean) {
  for (let actual = first; ;) {
    const again = await capture(page, area)
    if (again.equals(actual)) return actual
    if (gaveUp()) return null
    actual = again
  }
}

/** Where the check reads and writes, and how long it waits for a page that keeps changing. */
export interface MatcherOptions {
  readonly baselineDir: string
  /** Where a failed check leaves its baseline, capture and difference for a person to look at. */
  readonly differenceDir: string
  readonly settleMs: number
  /** The clock `settleMs` is measured on, in ms (a test's own clock; else `performance.now`). */
  readonly now?: () => number
  /** What a failure says first, if anything: how this machine differs from the baselines'. */
  readonly preface?: () => string | null
}

/**
 * The check: captures `area` of the test page and checks it against baseline `name`. The same
 * bytes pass; else the capture is compared pixel by pixel, and while it differs beyond the
 * tolerance it is taken again until two in a row are the same (a page still settling). With
 * `--update` (and not `compareOnly`), a baseline whose bytes differ is rewritten with a settled
 * capture; without, a missing one fails.
 */
export function screenshotMatcher({
  baselineDir,
  differenceDir,
  settleMs,
  now = () => performance.now(),
  preface = () => null,
}: MatcherOptions): BrowserCommand<[name: string, area: Area, options?: CheckOptions]> {
  return async (context, name, area, { compareOnly = false } = {}) => {
    if (context.provider.name !== 'playwright') throw new Error('Screenshots need Playwright.')
    const page = context.page
    const baselineFile = path.join(baselineDir, `${name}.png`)
    const baseline = read(baselineFile)
    const first = await capture(page, area)
    counted.portalScreenshotsCompared = screenshotsCompared() + 1
    if (baseline?.equals(first)) return { pass: true }
    const giveUpAt = now() + settleMs
    const gaveUp = () => now() > giveUpAt
    const failed = (message: string) => {
      const before = preface()
      return { pass: false, message: before ? `${before}\n\n${message}` : message } as const
    }
    const unsettled = failed(`${name}: the page kept changing for ${settleMs} ms.`)
    const updating = context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all'
    if (updating && !compareOnly) {
      const actual = await settled(page, area, first, gaveUp)
      if (!actual) return unsettled
      mkdirSync(baselineDir, { recursive: true })
      writeFileSync(baselineFile, actual)
      return { pass: true }
    }
    const saved = (kind: string, image: Buffer) => {
      mkdirSync(differenceDir, { recursive: true })
      const file = path.join(differenceDir, `${name}-${kind}.png`)
      writeFileSync(file, image)
      return path.relative(root, file)
    }
    if (!baseline) {
      const where = path.relative(root, baselineFile)
      const saving = saved('actual', first)
      return failed(
        `${name}: no baseline (${where}). The capture is ${saving}; take the baselines with --update.`,
      )
    }
    for (let actual = first; ;) {
      const difference = compare(baseline, actual)
      if (!difference) return { pass: true }
      const again = await capture(page, area)
      if (again.equals(actual)) {
        const files = [saved('reference', baseline), saved('actual', actual)]
        if (difference.diff) files.push(saved('diff', difference.diff))
        return failed(
          `${name} differs from its baseline: ${difference.why}. See ${files.join(', ')}.`,
        )
      }
      if (gaveUp()) return unsettled
      actual = again
    }
  }
}

/** The check the storybook project runs (vite.config.ts). */
export const matchScreenshot = screenshotMatcher({
  baselineDir: path.join(root, 'stories/visual/baselines'),
  differenceDir: path.join(root, 'test-results/visual'),
  // Far above a page that settles: on a machine doing other work, a capture alone can take
  // seconds, and a screen that is still being drawn is not a failure.
  settleMs: 20_000,
  preface: () => environmentDifference(),
})
