import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels, reportTitle } from '../src/domain/channels'
import { contrast } from '../src/domain/colour.mjs'
import { paths } from '../src/domain/paths'
import { reportPaths } from '../src/domain/reportPaths'
import { demoUser } from '../src/mocks/fixtures'
import { launch, openPage, openSignedIn, portalUrl, signIn } from './browser'
import { paintForcedTextFill } from './forcedTextFill'
import { axeViolations, largeSpacedText, layoutProblems } from './layoutChecks'
import { portal } from './portal'

// Reflow, text spacing, target size, forced colours and motion on every page
// (docs/accessibility.md). Keyboard journeys and focus are in keyboard.e2e.ts.

/** An agency name as long as config.json allows (60 characters), and no logo: the name shows. */
const longBrand = { name: 'Northern Hemisphere Independent Media and Creative Agency Co' }

// Its tests run side by side (`describe.concurrent`), each in its own browser context and none
// changing what the backend holds: they mostly wait on the portal's timers (docs/testing.md).
let browser: Browser
beforeAll(async () => {
  // Every page here shows an agency name as long as config.json allows, deployed in this file's
  // config.json: the longest header text is the hardest case for each check below.
  portal.configure({ '--brand-name': longBrand.name })
  browser = await launch()
})
afterAll(() => browser.close())

/** Every page of spec section 2 a client can be on, with its heading. */
const signedInPages = [
  { path: paths.dashboard, heading: 'Dashboard' },
  { path: paths.socialAnalytics, heading: 'Social Analytics' },
  { path: paths.programmaticAnalytics, heading: 'Programmatic Analytics' },
  ...channels.map((channel) => ({ path: channel.path, heading: reportTitle(channel) })),
  { path: paths.aiOptimizations, heading: 'AI Optimizations' },
  { path: paths.notifications, heading: 'Notification Preferences', shows: demoUser.email },
  { path: paths.settings, heading: 'Settings', shows: demoUser.name },
]
/** One page of each kind (the report screen once, for its sixteen routes): the deeper checks. */
const mainPages = signedInPages.filter(({ path }) =>
  (
    [
      paths.dashboard,
      paths.socialAnalytics,
      reportPaths.facebook,
      paths.aiOptimizations,
      paths.notifications,
      paths.settings,
    ] as string[]
  ).includes(path),
)
const publicPages = [
  { path: paths.login, heading: 'Sign in' },
  { path: paths.forgotPassword, heading: 'Forgot Password' },
]

/** The page's layout problems (e2e/layoutChecks.ts) in the light and the dark theme. */
async function problemsInBothThemes(page: Page) {
  const found: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    found.push(...(await page.evaluate(layoutProblems)).map((line) => `${colorScheme}: ${line}`))
  }
  return found
}

/** Opens `path` and waits for its heading, for what it `shows` once loaded, and for its fonts. */
async function show(
  page: Page,
  { path, heading, shows }: { path: string; heading: string; shows?: string },
) {
  await page.goto(`${portalUrl}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
  if (shows) await page.getByText(shows).first().waitFor()
  await page.evaluate(() => document.fonts.ready)
}

describe.concurrent(
  'reflow, text spacing and target size on every page (WCAG 1.4.10, 1.4.12, 2.5.8)',
  () => {
    /**
     * At 320 px with the long agency name: the layout problems of `pages` (signed in first unless
     * they are the public pages), then those of `more` on the same page; none may be found.
     */
    async function expectReflow(
      pages: readonly { path: string; heading: string; shows?: string }[],
      more?: (page: Page, problems: string[]) => Promise<void>,
    ) {
      const signedOut = pages === publicPages
      const { page, expectClean, close } = await (signedOut ? openPage : openSignedIn)(browser, {
        viewport: { width: 320, height: 640 },
      })
      const problems: string[] = []
      for (const shown of pages) {
        // Measured once the app has read config.json and shows the agency's name.
        await show(page, signedOut ? { ...shown, shows: longBrand.name } : shown)
        problems.push(...(await problemsInBothThemes(page)).map((line) => `${shown.path} ${line}`))
      }
      await more?.(page, problems)
      expect(problems).toEqual([])
      expectClean()
      await close()
    }

    const reportPages = signedInPages.filter(({ path }) => channels.some((c) => c.path === path))

    it('at 320 px with a long agency name, the public pages: no sideways scrolling, nothing cut off or overlapping, no small target', () =>
      expectReflow(publicPages))

    it('at 320 px, every signed-in page but the reports: the same; and a narrow desktop’s header and an open report', () =>
      expectReflow(
        signedInPages.filter((shown) => !reportPages.includes(shown)),
        async (page, problems) => {
          // The name in the header of a narrow desktop (on a phone it has a line of its own): cut
          // short, with its whole text in the tooltip.
          await page.setViewportSize({ width: 700, height: 640 })
          await show(page, { ...signedInPages[0], shows: longBrand.name })
          problems.push(...(await problemsInBothThemes(page)).map((line) => `700 px ${line}`))
          await page.setViewportSize({ width: 320, height: 640 })
          // An open report: its bar fits; the frame is the one part WCAG lets need two dimensions.
          await page.goto(`${portalUrl}/facebook-analytics?advertiser=adv-001&view=report`)
          await page.getByRole('button', { name: 'More actions' }).waitFor()
          problems.push(...(await problemsInBothThemes(page)).map((line) => `open report ${line}`))
        },
      ))

    it('at 320 px, the sixteen report pages: the same', () => expectReflow(reportPages))

    // 640 px at 200 % text lays out as 320 px does at 100 %: reflow and larger text together.
    it('at 200 % text with the text-spacing overrides, at 640 and 1280 px: nothing lost', async () => {
      const problems: string[] = []
      for (const viewport of [
        { width: 640, height: 800 },
        { width: 1280, height: 800 },
      ]) {
        // The overrides are a style the test adds, as a reader's extension would.
        const { page, expectClean, close } = await openPage(browser, { viewport, bypassCSP: true })
        const at = `${viewport.width} px`
        for (const shown of publicPages) {
          await show(page, shown)
          await page.addStyleTag({ content: largeSpacedText })
          problems.push(
            ...(await page.evaluate(layoutProblems)).map((line) => `${at} ${shown.path}: ${line}`),
          )
        }
        await signIn(page)
        for (const shown of mainPages) {
          await show(page, shown)
          await page.addStyleTag({ content: largeSpacedText })
          problems.push(
            ...(await page.evaluate(layoutProblems)).map((line) => `${at} ${shown.path}: ${line}`),
          )
        }
        expectClean()
        await close()
      }
      expect(problems).toEqual([])
    })
  },
)

/** `rgb(r, g, b)` as numbers. */
function rgbOf(colour: string): number[] {
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
}

describe.concurrent('focus rings (WCAG 2.4.7, 1.4.11)', () => {
  it('every control Tab reaches shows a ring of at least 3:1 against the page and the panels, in both themes', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    const weak: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      for (const path of [paths.dashboard, '/facebook-analytics']) {
        await page.goto(`${portalUrl}${path}`)
        await page.getByRole('combobox', { name: 'Advertiser' }).waitFor()
        const backgrounds = await page.evaluate(() => {
          const panel = document.querySelector('main [class*="panel"]') ?? document.body
          return [
            getComputedStyle(document.body).backgroundColor,
            getComputedStyle(panel).backgroundColor,
          ]
        })
        for (let press = 0; press < 12; press += 1) {
          await page.keyboard.press('Tab')
          // Past the ring's transition (stilled to 0.01 ms here, but it ends on the next frame).
          const ring = await page.evaluate(async () => {
            await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
            const element = document.activeElement
            if (!element || element === document.body || !element.matches(':focus-visible'))
              return null
            const style = getComputedStyle(element)
            // The ring: the outline where one is drawn (links), else the box-shadow's outer
            // colour (buttons, fields and tiles keep a transparent outline for forced colours).
            const outlined =
              style.outlineStyle !== 'none' &&
              parseFloat(style.outlineWidth) >= 2 &&
              !/rgba\([^)]*, 0\)|transparent/.test(style.outlineColor)
            const colour = outlined
              ? style.outlineColor
              : (style.boxShadow.match(/rgba?\([^)]*\)/g)?.at(-1) ?? null)
            return { name: element.textContent?.trim().slice(0, 30) ?? element.tagName, colour }
          })
          if (!ring) continue
          const ratios = backgrounds.map((background) =>
            ring.colour ? contrast(rgbOf(ring.colour), rgbOf(background)) : 0,
          )
          if (Math.min(...ratios) < 3) {
            weak.push(
              `${colorScheme} ${path} "${ring.name}": ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
            )
          }
        }
      }
    }
    expect(weak).toEqual([])
    expectClean()
    await close()
  })
})

describe.concurrent('forced colours (Windows contrast themes)', () => {
  it('every page passes axe, and a focused control still shows its ring', async () => {
    const { page, expectClean, close } = await openPage(browser, { bypassCSP: true })
    await page.emulateMedia({ forcedColors: 'active' })
    /** axe on the page as it is painted (forcedTextFill.ts says why the fill is set). */
    const forcedViolations = async () => {
      await page.evaluate(paintForcedTextFill)
      return axeViolations(page)
    }
    const violations: string[] = []
    for (const shown of publicPages) {
      await show(page, shown)
      violations.push(...(await forcedViolations()).map((line) => `${shown.path} ${line}`))
    }
    await signIn(page)
    for (const shown of mainPages) {
      await show(page, shown)
      violations.push(...(await forcedViolations()).map((line) => `${shown.path} ${line}`))
    }
    expect(violations).toEqual([])
    // The ring is an outline there, on every kind of control (the shadow the portal draws
    // otherwise is dropped, and the transparent outline kept for this is painted).
    await show(page, mainPages[2])
    const rings: string[] = []
    for (let press = 0; press < 7; press += 1) {
      await page.keyboard.press('Tab')
      rings.push(
        await page.evaluate(() => {
          const element = document.activeElement ?? document.body
          const style = getComputedStyle(element)
          const painted = !/transparent|rgba\([^)]*, 0\)/.test(style.outlineColor)
          const ring = `${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2} ${painted}`
          return `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 20)}": ${ring}`
        }),
      )
    }
    expect(rings.filter((ring) => !ring.endsWith('solid true true'))).toEqual([])
    expect(rings.map((ring) => ring.split(' ')[0])).toEqual(
      expect.arrayContaining(['a', 'button', 'select']),
    )
    // View Report, which needs an advertiser first, is drawn in the system's grey.
    const [viewReport, grey] = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.color = 'GrayText'
      document.body.append(probe)
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent === 'View Report',
      )
      return [button && getComputedStyle(button).color, getComputedStyle(probe).color]
    })
    expect(viewReport).toBe(grey)
    // And an open report, once its loader has gone (it chooses an advertiser: last).
    await page.goto(`${portalUrl}${reportPaths.facebook}?advertiser=adv-001&view=report`)
    await page.getByText('Report loaded').waitFor({ state: 'attached' })
    expect(await forcedViolations()).toEqual([])
    expectClean()
    await close()
  })
})

describe.concurrent('popups in forced colours', () => {
  // Forced colours drop box shadows: a popup drawn only by its shadow loses its edge (issue 45).
  it('the Edit Password dialog keeps a painted edge', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.emulateMedia({ forcedColors: 'active' })
    await show(page, { path: paths.settings, heading: 'Settings', shows: demoUser.name })
    await page.getByRole('button', { name: 'Edit Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Password' })
    await dialog.waitFor()
    const edge = await dialog.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        style: style.borderTopStyle,
        width: parseFloat(style.borderTopWidth),
        colour: style.borderTopColor,
      }
    })
    expect(edge.style).toBe('solid')
    expect(edge.width).toBeGreaterThanOrEqual(1)
    expect(edge.colour).not.toMatch(/transparent|rgba\([^)]*, 0\)/)
    expectClean()
    await close()
  })
})

describe.concurrent('motion (WCAG 2.3.3)', () => {
  /** Opens a report: its loader shows for at least four seconds (spec section 2). */
  async function openReportLoader(page: Page) {
    await page.goto(`${portalUrl}/facebook-analytics?advertiser=adv-001&view=report`)
    const loader = page.getByRole('status').filter({ hasText: 'Loading your Facebook report…' })
    await loader.waitFor()
    return loader
  }

  /** How many animations run on the page now. */
  function running(page: Page) {
    return page.evaluate(
      () =>
        document.getAnimations().filter((animation) => animation.playState === 'running').length,
    )
  }

  it('with reduced motion asked for, the loader stands still and still says it is loading', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openSignedIn(browser) // reducedMotion: 'reduce'
    const loader = await openReportLoader(page)
    // Each animation ends as it starts (global.css), so none is left running.
    await expect.poll(() => running(page)).toBe(0)
    expect(await loader.isVisible()).toBe(true)
    // Without the preference, the same loader moves.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await openReportLoader(page)
    expect(await running(page)).toBeGreaterThan(0)
    expectClean()
    await close()
  })
})
