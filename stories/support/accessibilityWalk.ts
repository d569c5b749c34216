// The accessibility walks (stories/accessibility): the portal's pages, how a client moves between
// them inside one story's app, and the in-page checks run on each (docs/accessibility.md).
import axe from 'axe-core'
import { expect, waitFor } from 'storybook/test'
import { channels, reportTitle, type Channel } from '../../src/domain/channels'
import { paths } from '../../src/domain/paths'
import { demoUser } from '../../src/mocks/fixtures'
import { layoutProblems, wcagViolations } from './layoutChecks'
import type { PlayTools } from './PortalApp'
import { submitLogin } from './steps'

/** An agency name as long as config.json allows (60 characters), and no logo: the name shows. */
export const longBrand = { name: 'Northern Hemisphere Independent Media and Creative Agency Co' }

/** A page as a walk reaches it: its heading, and what it `shows` once its data has loaded. */
export interface PortalPage {
  readonly path: string
  readonly heading: string
  readonly shows?: string
  /** The page it is reached from, and the link followed there (the dashboard has none). */
  readonly from?: { readonly page: PortalPage; readonly link: string | RegExp }
}

export const loginPage: PortalPage = { path: paths.login, heading: 'Sign in' }
export const forgotPasswordPage: PortalPage = {
  path: paths.forgotPassword,
  heading: 'Forgot Password',
  from: { page: loginPage, link: 'Forgot Password' },
}
export const publicPages = [loginPage, forgotPasswordPage]

export const dashboard: PortalPage = { path: paths.dashboard, heading: 'Dashboard' }
/** A page the dashboard links to: its tile's name starts with the tile's label. */
function tile(path: string, heading: string, label: string, shows?: string): PortalPage {
  return { path, heading, shows, from: { page: dashboard, link: new RegExp(`^${label}`) } }
}
const social = tile(paths.socialAnalytics, 'Social Analytics', 'Social Analytics')
const programmatic = tile(paths.programmaticAnalytics, 'Programmatic Analytics', 'Programmatic')
const aiOptimizations = tile(paths.aiOptimizations, 'AI Optimizations', 'Sherloc')
const notifications = tile(
  paths.notifications,
  'Notification Preferences',
  'Notifications',
  demoUser.email,
)
export const settingsPage = tile(paths.settings, 'Settings', 'Settings', demoUser.name)

/** A channel's report page, reached from its menu's tile (Cinema: from the dashboard's). */
function reportPage(channel: Channel): PortalPage {
  const heading = reportTitle(channel)
  if (channel.menu === 'dashboard') return tile(channel.path, heading, heading)
  const menu = channel.menu === 'social' ? social : programmatic
  return { path: channel.path, heading, from: { page: menu, link: channel.label } }
}

/** The sixteen report pages of spec section 2. */
export const reportPages = channels.map(reportPage)
export const facebookPage = reportPages[0] as PortalPage

/** Every page of spec section 2 a client can be on but the reports, with its heading. */
export const signedInPages: readonly PortalPage[] = [
  dashboard,
  social,
  programmatic,
  aiOptimizations,
  notifications,
  settingsPage,
]

/** One page of each kind (the report screen once, for its sixteen routes): the deeper checks. */
export const mainPages = [
  dashboard,
  social,
  facebookPage,
  aiOptimizations,
  notifications,
  settingsPage,
]

export async function show({ canvas }: PlayTools, { heading, shows }: PortalPage) {
  await canvas.findByRole('heading', { level: 1, name: heading })
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
  if (shows) await canvas.findAllByText(shows)
  await document.fonts.ready
}

function trail(page: PortalPage): PortalPage[] {
  return page.from ? [...trail(page.from.page), page] : [page]
}

/** The control that leads back up to `page`: the shell's link to the dashboard, or a button. */
function wayBackTo(page: PortalPage, { canvas }: PlayTools): HTMLElement {
  if (page === dashboard) return canvas.getAllByRole('link', { name: 'Back to Dashboard' })[0]!
  const name = page === loginPage ? 'Back to Login' : 'Previous Page'
  return canvas.getByRole('button', { name })
}

/**
 * Moves the story's app from `here` to `there` as a client would: back up to the page both are
 * reached from, then down by the links. Gives back `there`, the new `here`.
 */
export async function walk(tools: PlayTools, here: PortalPage, there: PortalPage) {
  const { canvas, userEvent } = tools
  const target = trail(there)
  const at = trail(here)
  while (!target.includes(at.at(-1) as PortalPage)) {
    at.pop()
    const up = at.at(-1)
    if (!up) throw new Error(`No way from ${here.path} to ${there.path}`)
    await userEvent.click(wayBackTo(up, tools))
    await show(tools, up)
  }
  for (const page of target.slice(at.length)) {
    await userEvent.click(await canvas.findByRole('link', { name: page.from?.link }))
    await show(tools, page)
  }
  return there
}

/** From /login signed out, the sign-in pages, a sign-in, then `mainPages`: what `look` finds. */
export async function walkSignInAndMainPages(
  tools: PlayTools,
  look: () => string[] | Promise<string[]>,
): Promise<string[]> {
  const found: string[] = []
  const lookAt = async (page: PortalPage) =>
    found.push(...(await look()).map((line) => `${page.path} ${line}`))
  let here = loginPage
  await show(tools, loginPage)
  for (const page of publicPages) {
    here = await walk(tools, here, page)
    await lookAt(page)
  }
  await walk(tools, here, loginPage)
  await submitLogin(tools, demoUser.email, demoUser.password)
  await show(tools, dashboard)
  here = dashboard
  for (const page of mainPages) {
    here = await walk(tools, here, page)
    await lookAt(page)
  }
  return found
}

/**
 * Once no transition is under way (reduced motion gives every property one of 0.01 ms,
 * global.css): a colour read before then is still the last theme's. An inherited change moves
 * down the page one level a frame, so this waits a frame at a time until none is left (awaiting
 * the transitions alone, round after round, once froze a tab past its time limit). A page still
 * changing after 100 rounds is named. (getAnimations brings the styles up to date first.)
 */
export async function pastTransitions() {
  for (let round = 0; ; round += 1) {
    const transitions = document
      .getAnimations()
      .filter((a): a is CSSTransition => a instanceof CSSTransition)
    if (transitions.length === 0) return
    if (round === 100) {
      const left = transitions.map(
        (t) =>
          `${(t.effect as KeyframeEffect | null)?.target?.nodeName} ${t.transitionProperty} ${t.playState} ${t.currentTime}`,
      )
      throw new Error(`Transitions still under way after 100 rounds: ${left.join('; ')}`)
    }
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
    await new Promise(requestAnimationFrame)
  }
}

export type Theme = 'light' | 'dark'

/** What `check` finds in the light theme, then the dark; the story gets its theme back. */
export async function inBothThemes(
  check: (theme: Theme) => string[] | Promise<string[]>,
): Promise<string[]> {
  const root = document.documentElement
  const before = root.dataset.theme
  const found: string[] = []
  try {
    for (const theme of ['light', 'dark'] as const) {
      root.dataset.theme = theme
      // Proof the theme took: otherwise one theme would be checked twice.
      await expect(getComputedStyle(root).colorScheme, 'the theme shown').toBe(theme)
      await pastTransitions()
      found.push(...(await check(theme)).map((line) => `${theme}: ${line}`))
    }
  } finally {
    if (before === undefined) delete root.dataset.theme
    else root.dataset.theme = before
  }
  return found
}

export async function layoutProblemsOf(page: PortalPage | string): Promise<string[]> {
  const name = typeof page === 'string' ? page : page.path
  return (await inBothThemes(layoutProblems)).map((line) => `${name} ${line}`)
}

/** The keyboard's starting point at the top, as a page load puts it: Tab reaches the skip link. */
export function startFromTop() {
  const body = document.body
  body.tabIndex = -1
  body.focus()
  body.removeAttribute('tabindex')
}

export function axeViolations(): Promise<string[]> {
  return wcagViolations({ axe })
}

/** The viewport the story asked for took. */
export async function expectWindowWidth(width: number) {
  await expect(document.documentElement.clientWidth, 'the window’s width').toBe(width)
}
