// The storybook project's screenshot check (docs/testing.md, Visual baselines), a browser command.
// A baseline is the PNG Chromium itself wrote, so a capture with its bytes passes undecoded: most
// do, and decoding two PNGs per capture was the checks' biggest cost (Vitest's toMatchScreenshot
// was measured slower). Any other is compared pixel by pixel, with the tolerance below.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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
interface Area {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export type ScreenshotResult =
  { readonly pass: true } | { readonly pass: false; readonly message: string }

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Captures compared (or written, with `--update`), said at the end of the run (globalSetup.ts). On
 * `globalThis`: the config and the set-up each load their own copy of this module.
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

async function capture(page: Page, { x, y, width, height }: Area) {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page))
  // The whole pixels the area touches, as Playwright rounds an element's box for its screenshots.
  const [left, top] = [Math.floor(x + 1e-3), Math.floor(y + 1e-3)]
  const clip = {
    x: left,
    y: top,
    width: Math.ceil(x + width - 1e-3) - left,
    height: Math.ceil(y + height - 1e-3) - top,
    scale: 1,
  }
  const { data } = await (
    await sessions.get(page)!
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip,
  })
  return Buffer.from(data, 'base64')
}

/** Null when within the tolerance. */
function compare(expected: Buffer, actual: Buffer) {
  const [a, b] = [PNG.sync.read(expected), PNG.sync.read(actual)]
  if (a.width !== b.width || a.height !== b.height) {
    return { why: `it is ${b.width}×${b.height} px, the baseline ${a.width}×${a.height} px` }
  }
  const diff = new PNG({ width: a.width, height: a.height })
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold })
  if (changed <= allowedPixels) return null
  return {
    why: `${changed} pixels differ (at most ${allowedPixels} may)`,
    diff: PNG.sync.write(diff),
  }
}

interface MatcherOptions {
  readonly baselineDir: string
  readonly differenceDir: string
  readonly settleMs: number
  /** The clock `settleMs` is measured on, in ms (a test's own clock; else `performance.now`). */
  readonly now?: () => number
  /** What a failure says first, if anything: how this machine differs from the baselines'. */
  readonly preface?: () => string | null
}

/**
 * While a capture differs beyond the tolerance, it is taken again until two in a row are the same
 * (a page still settling). With `--update` (and not `compareOnly`), a baseline whose bytes differ
 * is rewritten with a settled capture; without, a missing one fails.
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
    const baselineFile = path.join(baselineDir, `${name}.png`)
    const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null
    const first = await capture(context.page, area)
    counted.portalScreenshotsCompared = screenshotsCompared() + 1
    if (baseline?.equals(first)) return { pass: true }
    const giveUpAt = now() + settleMs
    const failed = (message: string) => {
      const before = preface()
      return { pass: false, message: before ? `${before}\n\n${message}` : message } as const
    }
    const saved = (kind: string, image: Buffer) => {
      mkdirSync(differenceDir, { recursive: true })
      const file = path.join(differenceDir, `${name}-${kind}.png`)
      writeFileSync(file, image)
      return path.relative(root, file)
    }
    const updating =
      !compareOnly && context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all'
    if (!baseline && !updating) {
      const where = path.relative(root, baselineFile)
      const saving = saved('actual', first)
      return failed(
        `${name}: no baseline (${where}). The capture is ${saving}; take the baselines with --update.`,
      )
    }
    for (let actual = first; ;) {
      const difference = updating || !baseline ? null : compare(baseline, actual)
      if (!updating && !difference) return { pass: true }
      const again = await capture(context.page, area)
      if (again.equals(actual)) {
        if (!difference || !baseline) {
          mkdirSync(baselineDir, { recursive: true })
          writeFileSync(baselineFile, actual)
          return { pass: true }
        }
        const files = [saved('reference', baseline), saved('actual', actual)]
        if (difference.diff) files.push(saved('diff', difference.diff))
        return failed(
          `${name} differs from its baseline: ${difference.why}. See ${files.join(', ')}.`,
        )
      }
      if (now() > giveUpAt) return failed(`${name}: the page kept changing for ${settleMs} ms.`)
      actual = again
    }
  }
}

export const matchScreenshot = screenshotMatcher({
  baselineDir: path.join(root, 'stories/visual/baselines'),
  differenceDir: path.join(root, 'test-results/visual'),
  // Far above a page that settles: on a machine doing other work, a capture alone can take
  // seconds, and a screen that is still being drawn is not a failure.
  settleMs: 20_000,
  preface: () => environmentDifference(),
})
