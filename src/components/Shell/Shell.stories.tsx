import { useEffect, useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import type { Canvas } from 'storybook/internal/types'
import preview from '../../../.storybook/preview'
import { desktop, narrow, phone, shortPhone } from '../../../.storybook/viewports'
import { expectNoSidewaysScroll } from '../../../stories/support/layout'
import { findByRoleAndText, getByRoleAndText } from '../../../stories/support/queries'
import { BrandProvider } from '../Brand'
import { Button } from '../Button'
import { sampleAgency } from '../../mocks/brand'
import { Shell } from './Shell'
import { useCoverShell } from './ShellCover'
import { NoticeArea, ShellNotice } from './ShellNotice'
import { exactly } from '../../../stories/support/exactly'

/**
 * The bar over every signed-in page: Back to Dashboard, the brand, and Logout; under it, the
 * notices a client should see (the session ending, no connection, storage refused).
 */
const meta = preview.meta({
  title: 'Components/Shell',
  component: Shell,
  args: { onLogout: fn(), children: <h1>Page content</h1> },
  // The frame of every signed-in page: on the Docs page each state is drawn as a page.
  parameters: { docsPage: 'window' },
})

/** The notices' standing regions (NoticeArea): every status region but the page's live region. */
function noticeRegions(canvas: Canvas): HTMLElement[] {
  return canvas.getAllByRole('status').filter((region) => !region.hasAttribute('data-live-region'))
}

/** The shell's one notices region; fails when there is not exactly one. */
function noticeRegion(canvas: Canvas): HTMLElement {
  const [region, ...more] = noticeRegions(canvas)
  if (!region || more.length > 0) throw new Error('Expected one notices region')
  return region
}

const signInAgain = fn()
const dismiss = fn()

/** The notice the app shows two minutes before the token's exp (app/hooks/useShellNotices). */
const sessionEnding = (
  <ShellNotice
    actions={
      <Button variant="secondary" onClick={signInAgain}>
        Sign in again
      </Button>
    }
    onDismiss={dismiss}
  >
    Your session ends in 2 minutes.
  </ShellNotice>
)

/** Every signed-in page: back to the dashboard on the left, logout on the right. */
export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(canvas.getByRole('main')).toHaveTextContent(exactly('Page content'))
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
})

/** Under an agency's brand: its logo in the header, where 'Client Portal' is otherwise. */
export const AgencyBrand = meta.story({
  globals: { ...desktop, brand: 'agency' },
  play: async ({ canvas }) => {
    const logo = await within(canvas.getByRole('banner')).findByRole('img', {
      name: sampleAgency.name,
    })
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    await expect(canvas.queryByText('Client Portal')).not.toBeInTheDocument()
    // The links take the agency's accent once its colour code has arrived (a moment after the
    // first render): the page's tokens then hold it.
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-brand')).not.toBe(''),
    )
  },
})

/** On a phone: both controls, and the brand between them, as on a desktop. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(within(canvas.getByRole('banner')).getByText('Client Portal')).toBeVisible()
  },
})

/** The narrowest screen (320 CSS px, or 400 % zoom): both controls fit, nothing scrolls sideways. */
export const Narrow = meta.story({
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
})

const longName = 'Northern Hemisphere Independent Media and Creative Agency Co'

/** An agency with a long name and no logo: the name is cut short in the header, not the page. */
export const LongBrandName = meta.story({
  globals: desktop,
  decorators: [
    (Story) => (
      <BrandProvider brand={{ name: longName }}>
        <Story />
      </BrandProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('banner')).getByText(longName)).toBeInTheDocument()
    await expectNoSidewaysScroll()
  },
})

/**
 * The keyboard's first stop is 'Skip to main content', shown when it has the focus; it moves the
 * focus to the page, so the next Tab is in the page's content, past the shell.
 */
export const SkipLink = meta.story({
  args: { children: <button type="button">First control of the page</button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toHaveFocus()
    // That it then shows inside the window is asserted in e2e/keyboard.e2e.ts: `:focus` styles
    // apply only in a window that has the system's focus, which a test tab here may not.
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'First control of the page' })).toHaveFocus()
    await expect(window.location.hash).toBe('')
  },
})

/**
 * While the logout call runs the control waits, so it cannot be pressed twice. It is busy rather
 * than disabled, so the focus of a keyboard user who pressed it stays on it.
 */
export const LoggingOut = meta.story({
  args: { loggingOut: true },
  play: async ({ canvas, userEvent, args }) => {
    const waiting = canvas.getByRole('button', { name: 'Logging out...' })
    await expect(waiting).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(waiting)
    await expect(args.onLogout).not.toHaveBeenCalled()
    await expect(waiting).toHaveFocus()
  },
})

/** Two minutes before the session ends: the notice, Sign in again, and Dismiss. */
export const SessionEndsSoon = meta.story({
  args: { notices: sessionEnding },
  beforeEach: () => {
    signInAgain.mockClear()
    dismiss.mockClear()
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      getByRoleAndText(
        within(noticeRegion(canvas)),
        'paragraph',
        'Your session ends in 2 minutes.',
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }))
    await expect(signInAgain).toHaveBeenCalledOnce()
    const dismissButton = canvas.getByRole('button', { name: 'Dismiss' })
    await expect(dismissButton).toHaveAccessibleDescription('Your session ends in 2 minutes.')
    await userEvent.click(dismissButton)
    await expect(dismiss).toHaveBeenCalledOnce()
    // Where the focus goes when the notice (and its button) goes: the notices' region.
    await expect(noticeRegion(canvas)).toHaveFocus()
  },
})

/**
 * A notice arrives while the client works: screen readers say it once, and the focus stays where
 * the client had it.
 */
export const SessionEndsSoonArrives = meta.story({
  // The status region stood, empty, before the notice: screen readers announce its text once.
  render: function Render(args) {
    const [endsSoon, setEndsSoon] = useState(false)
    // It arrives as the page is first used (the focus moves), never on a timer: a busy machine
    // could be slower than any, and the region must be seen empty first.
    useEffect(() => {
      const arrive = () => setEndsSoon(true)
      document.addEventListener('focusin', arrive, { once: true })
      return () => document.removeEventListener('focusin', arrive)
    }, [])
    return <Shell {...args} notices={endsSoon ? sessionEnding : null} />
  },
  play: async ({ canvas, userEvent }) => {
    const region = noticeRegion(canvas)
    await expect(region).toBeEmptyDOMElement()
    await expect(canvas.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Dashboard' }))
    const focused = canvas.getByRole('link', { name: 'Back to Dashboard' })
    await expect(focused).toHaveFocus()
    await findByRoleAndText(within(region), 'paragraph', 'Your session ends in 2 minutes.')
    // The same region, not a new one: what appears in it is announced.
    await expect(noticeRegion(canvas)).toBe(region)
    await expect(focused).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible()
  },
})

/** Nothing to say: no notice, and no room kept for one. */
export const NoNotices = meta.story({
  play: async ({ canvas }) => {
    const region = noticeRegion(canvas)
    await expect(region).toBeEmptyDOMElement()
    await expect(region.getBoundingClientRect().height).toBe(0)
    await expect(canvas.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument()
  },
})

/**
 * A bad day on a phone: storage refused, no connection and the session ending, one under the
 * other in the header, above the page and covering none of it.
 */
export const SeveralNoticesOnAPhone = meta.story({
  globals: phone,
  args: {
    notices: (
      <>
        <ShellNotice onDismiss={dismiss}>
          Your browser is not letting the portal store your sign-in, so you will need to sign in
          again after a reload or in a new tab.
        </ShellNotice>
        <ShellNotice>
          You are offline. The portal will try again when you are back online.
        </ShellNotice>
        {sessionEnding}
      </>
    ),
  },
  play: async ({ canvas }) => {
    const region = noticeRegion(canvas)
    await expect(
      within(region)
        .getAllByRole('paragraph')
        .map((text) => text.textContent),
    ).toEqual([
      'Your browser is not letting the portal store your sign-in, so you will need to sign in again after a reload or in a new tab.',
      'You are offline. The portal will try again when you are back online.',
      'Your session ends in 2 minutes.',
    ])
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2)
    // The page starts below the notices: nothing of it is under them.
    const heading = canvas.getByRole('heading', { name: 'Page content' })
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      region.getBoundingClientRect().bottom,
    )
    await expectNoSidewaysScroll()
  },
})

/** Covers the page as the open report does, for as long as it is shown. */
function ReportStandIn() {
  const notices = useCoverShell()
  return (
    <div>
      <NoticeArea>{notices}</NoticeArea>
      <button type="button">Inside the report</button>
    </div>
  )
}

/**
 * Covered by an open report, which has its own Back to Dashboard and Logout: the keyboard cannot
 * reach the bar hidden under it, and the report shows the bar's notices.
 */
export const CoveredByAReport = meta.story({
  args: { children: <ReportStandIn />, notices: sessionEnding },
  play: async ({ canvas }) => {
    const [shellRegion, reportRegion] = noticeRegions(canvas)
    await expect(shellRegion).toBeEmptyDOMElement()
    await expect(
      getByRoleAndText(
        within(reportRegion as HTMLElement),
        'paragraph',
        'Your session ends in 2 minutes.',
      ),
    ).toBeVisible()
    // The browser refuses focus to what is inert, whatever asks for it.
    for (const control of [
      canvas.getByRole('link', { name: 'Back to Dashboard' }),
      canvas.getByRole('button', { name: 'Logout' }),
    ]) {
      control.focus()
      await expect(control).not.toHaveFocus()
    }
    const inside = canvas.getByRole('button', { name: 'Inside the report' })
    inside.focus()
    await expect(inside).toHaveFocus()
  },
})

/**
 * An agency's 60-character name on the narrowest phone: still in the header, cut short with an
 * ellipsis, its whole text in the tooltip and read out in full by screen readers.
 */
export const NarrowLongBrandName = meta.story({
  globals: narrow,
  decorators: LongBrandName.input.decorators,
  play: async ({ canvas }) => {
    const name = within(canvas.getByRole('banner')).getByText(longName)
    await expect(name).toBeVisible()
    await expect(name).toHaveAttribute('title', longName)
    // Visible means some of it on screen, not a sliver: the ellipsis and a few letters at least.
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(80)
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
})

/** A page long enough to scroll, under the shell. */
const longPage = (
  <>
    <h1>Page content</h1>
    <div style={{ height: '2000px' }} />
  </>
)

/** Whatever of the shell still covers the top of the window: its bottom edge, or 0. */
function coveredHeight(canvasElement: HTMLElement): number {
  const bar = canvasElement.querySelector('header')
  const notices = noticeRegion(within(canvasElement)).parentElement
  return Math.max(0, ...[bar, notices].map((part) => part?.getBoundingClientRect().bottom ?? 0))
}

/**
 * The shortest phone (320 × 568) with a long brand and two notices, scrolled down: the bar stays at
 * the top, the notices have scrolled away with the page, and what stays takes at most a quarter of
 * the screen. Every notice has its Dismiss.
 */
export const ShortPhoneWithNotices = meta.story({
  // Issue 45.
  globals: shortPhone,
  decorators: LongBrandName.input.decorators,
  args: {
    children: longPage,
    notices: (
      <>
        <ShellNotice onDismiss={dismiss}>
          The server is not answering right now. The portal keeps trying.
        </ShellNotice>
        {sessionEnding}
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2)
    window.scrollTo(0, 600)
    await waitFor(() =>
      expect(coveredHeight(canvasElement)).toBeLessThanOrEqual(window.innerHeight / 4),
    )
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    const bar = canvas.getByRole('banner').getBoundingClientRect()
    await expect(bar.top).toBe(0)
    window.scrollTo(0, 0)
  },
})

/** On a tall window the one notice fits: it sticks under the bar, as before. */
export const TallWindowNoticeSticks = meta.story({
  globals: desktop,
  args: { children: longPage, notices: sessionEnding },
  play: async ({ canvas, canvasElement }) => {
    window.scrollTo(0, 600)
    const text = canvas.getByText('Your session ends in 2 minutes.')
    await waitFor(() => expect(text.getBoundingClientRect().top).toBeGreaterThan(0))
    await expect(coveredHeight(canvasElement)).toBeLessThanOrEqual(window.innerHeight / 4)
    window.scrollTo(0, 0)
  },
})
