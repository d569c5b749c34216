import { useState } from 'react'
import type { Canvas, PlayFunctionContext } from 'storybook/internal/types'
import { expect, fn, waitFor, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { signedInScreen } from '../../../stories/support/screenStories'
import { desktop, narrow, phone } from '../../../.storybook/viewports'
import { channelByField, channels } from '../../domain/channels'
import { advertiserNamesSorted, longAdvertiserNames } from '../../mocks/fixtures'
import { failed, loading, ready } from '../../domain/loadable'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { ReportScreen } from './ReportScreen'
import {
  expectAnnounced,
  getByRoleAndText,
  liveRegion,
  queryByRoleAndText,
} from '../../../stories/support/queries'
import {
  expectNoSidewaysScroll,
  expectWhole,
  expectWithinWindow,
} from '../../../stories/support/layout'
import {
  fakeClipboard,
  fakeFullscreen,
  fakeFullscreenEnabled,
  holdTimersOf,
  whenPlayed,
} from './browserFakes'
import { exactly } from '../../../stories/support/exactly'

const facebook = channelByField('facebook')
const demoReport = '/demo-reports/facebook.html?advertiser=Northwind+Outdoor+Co.&rm=embed'
/** The portal's own address of the open report, as the route gives it for Copy link. */
const viewAddress =
  'https://portal.example.com/facebook-analytics?advertiser=adv-northwind&view=report'

/** The dropdown as the route gives it: every demo advertiser, none chosen yet. */
const advertiserSelect: AdvertiserSelectChoice = {
  names: ready(advertiserNamesSorted),
  value: null,
  onChange: fn(),
}

/**
 * A channel's report page; one page serves all 16 channels. The client chooses an advertiser, then
 * View Report opens its report over the whole window, with the report's own bar: Previous Page,
 * Full screen, Reload report, Open in new tab, Copy link, Back to Dashboard and Logout (behind More
 * actions on a phone). The report inside is the report provider's own page (a demo here).
 */
const meta = preview.meta({
  title: 'Screens/Report',
  component: ReportScreen,
  ...signedInScreen,
  args: {
    channel: facebook,
    advertiserSelect,
    link: { status: 'unresolved' as const },
    phase: 'selection' as const,
    onViewReport: fn(),
    onFrameLoad: fn(),
    onPreviousPage: fn(),
    viewAddress,
    reloads: 0,
    onReload: fn(),
    onLogout: fn(),
  },
})

/**
 * The report viewer: it covers the page and the shell, whose bar beneath it (Back to Dashboard,
 * Logout) is out of reach (inert) while it does.
 */
const viewerOf = (canvas: Canvas, advertiser = 'Northwind Outdoor Co.') =>
  within(canvas.getByRole('region', { name: `Facebook Analytics · ${advertiser}` }))

const tooltip = 'Select an advertiser with a Facebook report'
const slowText = 'This report is taking longer than usual. It will appear here as soon as it loads.'
const slowHint =
  'Some browsers block reports inside other sites; opening it in a new tab usually works.'

/** The advertiser list on its way: the dropdown waits, and View Report cannot be used yet. */
export const AdvertisersLoading = meta.story({
  args: { advertiserSelect: { ...advertiserSelect, names: loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Facebook Analytics' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

/**
 * The advertiser list could not be loaded: the page says so with Try again beside it, and View
 * Report cannot be used yet.
 */
export const AdvertisersFailed = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, names: failed('Failed to load advertisers.', fn()) },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const { names } = args.advertiserSelect
    await expect(names.status === 'failed' && names.retry).toHaveBeenCalledOnce()
  },
})

/**
 * Nothing chosen yet: View Report waits, and its tooltip and the line beside it say what it needs.
 */
export const NoSelection = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'View Report' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(tooltip)
    // Reachable, so its tooltip can be heard, but pressing it does nothing.
    await userEvent.click(button)
    await expect(args.onViewReport).not.toHaveBeenCalled()
    await expect(
      getByRoleAndText(
        canvas,
        'paragraph',
        'Choose an advertiser, then View Report opens its Facebook report here.',
      ),
    ).toBeVisible()
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Advertiser' }),
      'Atlas Home Services',
    )
    await expect(args.advertiserSelect.onChange).toHaveBeenCalledWith('Atlas Home Services')
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

/**
 * An advertiser with a Facebook report chosen: View Report is ready, and the line beside it says
 * what it will open.
 */
export const SelectedWithLink = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, value: 'Northwind Outdoor Co.' },
    link: { status: 'ready', href: demoReport },
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'View Report' })
    await expect(button).toHaveAttribute('aria-disabled', 'false')
    await expect(button).toHaveAccessibleDescription(tooltip)
    await expect(liveRegion(canvas)).toBeEmptyDOMElement()
    // The hint names the choice, no longer asking for one.
    await expect(
      getByRoleAndText(
        canvas,
        'paragraph',
        'View Report opens Northwind Outdoor Co.’s Facebook report here.',
      ),
    ).toBeVisible()
    await userEvent.click(button)
    await expect(args.onViewReport).toHaveBeenCalledOnce()
  },
})

/**
 * An advertiser without a Facebook report chosen: the page says so, and that the client's rep can
 * activate one; View Report waits.
 */
export const SelectedWithoutLink = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, value: 'Meridian Health Partners' },
    link: { status: 'missing' },
  },
  play: async ({ canvas }) => {
    await expectAnnounced(
      canvas,
      'No Facebook report found for Meridian Health Partners. Contact your rep to activate.',
    )
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // No hint promising a report the message says is not there.
    await expect(canvas.queryByText(/View Report opens/)).not.toBeInTheDocument()
  },
})

/** View Report pressed: the report takes the whole window, under the loader until it has loaded. */
export const ViewingWithLoader = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, value: 'Northwind Outdoor Co.' },
    link: { status: 'ready', href: demoReport },
    phase: 'loading',
  },
  play: async ({ canvas, userEvent, args }) => {
    const frame = canvas.getByTitle('Facebook report for Northwind Outdoor Co.')
    await expect(frame.tagName).toBe('IFRAME')
    await expect(frame).toHaveAttribute('src', demoReport)
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-forms',
    )
    await expect(frame).toHaveAttribute('allow', 'fullscreen; clipboard-read; clipboard-write')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(frame).toHaveAttribute('inert')
    await expect(getByRoleAndText(canvas, 'status', 'Loading your Facebook report…')).toBeVisible()
    await expect(
      canvas.getByRole('heading', { name: 'Facebook Analytics · Northwind Outdoor Co.' }),
    ).toHaveFocus()
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

/** The report loaded, the loader gone. */
export const ViewingAfterLoad = meta.story({
  args: { ...ViewingWithLoader.input.args, phase: 'ready' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Facebook report for Northwind Outdoor Co.')
    await expect(frame).toBeVisible()
    await expect(frame).not.toHaveAttribute('inert')
    await expect(canvas.queryByText('Loading your Facebook report…')).not.toBeInTheDocument()
    // Opened on a loaded report: nothing to announce.
    await expect(queryByRoleAndText(canvas, 'status', 'Report loaded')).not.toBeInTheDocument()
  },
})

/**
 * The report has not loaded after 30 s: the loader goes, and a notice offers the two ways on:
 * reload it, or open it in a new tab, where nothing can block it.
 */
export const LoaderTimedOut = meta.story({
  args: { ...ViewingWithLoader.input.args, phase: 'slow' },
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('region', { name: slowText })
    await expect(within(notice).getByRole('status')).toHaveTextContent(slowText)
    await expect(getByRoleAndText(within(notice), 'paragraph', slowHint)).toBeVisible()
    await expect(canvas.getByTitle('Facebook report for Northwind Outdoor Co.')).toBeVisible()
    const newTab = within(notice).getByRole('link', { name: 'Open in new tab' })
    await expect(newTab).toHaveAttribute('href', demoReport)
    await expect(newTab).toHaveAttribute('target', '_blank')
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload report' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
})

/**
 * The report view opened for an advertiser without a report: the page says there is none, and the
 * bar offers only the ways out.
 */
export const NoLinkFullPage = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, value: 'Meridian Health Partners' },
    link: { status: 'missing' },
    phase: 'ready',
  },
  play: async ({ canvas }) => {
    // The paragraph shown, not its copy in the live region, which may or may not be written yet.
    await expect(
      getByRoleAndText(canvas, 'paragraph', 'No Facebook report found for this advertiser.'),
    ).toBeVisible()
    await expect(canvas.queryByTitle(/report for/)).not.toBeInTheDocument()
    // Nothing framed: no host, nothing to fill the screen with, reload, open or share.
    await expect(canvas.queryByRole('button', { name: 'Reload report' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Open in new tab' })).not.toBeInTheDocument()
    await expect(
      viewerOf(canvas, 'Meridian Health Partners').getByRole('link', { name: 'Back to Dashboard' }),
    ).toBeVisible()
  },
})

/** The report open on a phone: the bar keeps to one short line, so the report has the screen. */
export const PhoneViewing = meta.story({
  globals: phone,
  args: { ...ViewingWithLoader.input.args, phase: 'ready' },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous Page' })
    await expect(previous).toBeVisible()
    await expect(previous.getBoundingClientRect().height).toBeLessThan(60)
  },
})

const viewing = ViewingAfterLoad.input.args
const frameTitle = 'Facebook report for Northwind Outdoor Co.'

/**
 * The report's bar on a desktop: Previous Page, whose page the report is (its web address), and
 * every action in a row, with Back to Dashboard and Logout.
 */
export const ViewerBarOnDesktop = meta.story({
  globals: desktop,
  args: viewing,
  play: async ({ canvas }) => {
    // The demo report is served by the portal's own host here; a real one names its own.
    await expect(getByRoleAndText(canvas, 'paragraph', window.location.host)).toBeVisible()
    const newTab = canvas.getByRole('link', { name: 'Open in new tab' })
    await expect(newTab).toHaveAttribute('href', demoReport)
    await expect(newTab).toHaveAttribute('target', '_blank')
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer')
    const viewer = viewerOf(canvas)
    await expect(viewer.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    for (const name of ['Reload report', 'Copy link', 'Logout']) {
      await expect(viewer.getByRole('button', { name })).toBeVisible()
    }
    await expect(canvas.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument()
  },
})

/** Reload report loads the report again. */
export const ReloadReport = meta.story({
  args: viewing,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload report' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
})

/** Logout on the report's bar, in reach while the report covers the portal's own bar. */
export const Logout = meta.story({
  args: viewing,
  play: async ({ canvas, userEvent, args }) => {
    const inReach = canvas
      .getAllByRole('button', { name: 'Logout' })
      .filter((button) => !button.closest('[inert]'))
    await expect(inReach).toEqual([viewerOf(canvas).getByRole('button', { name: 'Logout' })])
    await userEvent.click(inReach[0] as HTMLElement)
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
})

/** Logout pressed: while the portal signs the client out, it reads 'Logging out...' and waits. */
export const LoggingOut = meta.story({
  args: { ...viewing, loggingOut: true },
  play: async ({ canvas, userEvent, args }) => {
    const waiting = viewerOf(canvas).getByRole('button', { name: 'Logging out...' })
    await expect(waiting).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(waiting)
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
})

/**
 * The loader gives way to the report, and screen readers hear 'Report loaded', once; again after
 * each Reload report.
 */
export const ReportLoaded = meta.story({
  // The route's timings are left out here: the frame's load ends the loader.
  args: { ...ViewingWithLoader.input.args },
  render: function Render(args) {
    const [phase, setPhase] = useState(args.phase)
    const [reloads, setReloads] = useState(0)
    return (
      <ReportScreen
        {...args}
        phase={phase}
        reloads={reloads}
        onFrameLoad={() => {
          args.onFrameLoad()
          setPhase('ready')
        }}
        onReload={() => {
          args.onReload()
          setReloads((count) => count + 1)
          setPhase('loading')
        }}
      />
    )
  },
  play: async ({ canvas, userEvent, args }) => {
    const region = await waitFor(() => getByRoleAndText(canvas, 'status', 'Report loaded'))
    await expect(canvas.queryByText('Loading your Facebook report…')).not.toBeInTheDocument()
    // What the region says from now on, change by change.
    const said: string[] = []
    const observer = new MutationObserver(() => said.push(region.textContent ?? ''))
    observer.observe(region, { childList: true, characterData: true, subtree: true })
    await userEvent.click(canvas.getByRole('button', { name: 'Reload report' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
    await waitFor(() => expect(args.onFrameLoad).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(said.at(-1)).toBe('Report loaded'))
    observer.disconnect()
    await expect(said).toEqual(['', 'Report loaded'])
    await expect(canvas.getByTitle(frameTitle)).not.toHaveAttribute('inert')
  },
})

/**
 * Where the browser offers no full screen (an iPhone, a company's policy), there is no Full screen
 * button.
 */
export const FullScreenUnavailable = meta.story({
  globals: desktop,
  args: viewing,
  beforeEach: () => fakeFullscreenEnabled(false),
  // Drawn in Storybook's own frame on the Docs page: whether the browser offers full screen is
  // the document's, and the stories beside it offer it.
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reload report' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument()
  },
})

/**
 * Full screen: the report (not its bar) fills the screen, with 'Exit full screen' on it. Leaving,
 * by that button or by Escape, puts the client back on Full screen. Open this state to watch the
 * steps; here it is drawn before Full screen is pressed.
 */
export const FullScreen = meta.story({
  // The Fullscreen API is faked (browserFakes): a test's click gives the browser no user gesture,
  // so the real one refuses.
  globals: desktop,
  args: viewing,
  beforeEach: whenPlayed(fakeFullscreen),
  play: async ({ canvas, userEvent }) => {
    const enter = canvas.getByRole('button', { name: 'Full screen' })
    await userEvent.click(enter)
    const exit = await canvas.findByRole('button', { name: 'Exit full screen' })
    await expect(exit).toHaveFocus()
    await expect(document.fullscreenElement).toContainElement(canvas.getByTitle(frameTitle))
    await expect(document.fullscreenElement).toContainElement(exit)
    await expect(document.fullscreenElement).not.toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    )
    await expect(canvas.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument()

    await userEvent.click(exit)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveFocus())
    await expect(document.fullscreenElement).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Exit full screen' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveFocus())
    await expect(canvas.queryByRole('button', { name: 'Exit full screen' })).not.toBeInTheDocument()
  },
})

/**
 * In full screen: the report fills the screen, with 'Exit full screen' on it. Open this state to
 * see it; here it is drawn before Full screen is pressed.
 */
export const FullScreenActive = meta.story({
  // Left in full screen, for the accessibility check and the screenshots.
  globals: desktop,
  args: viewing,
  beforeEach: whenPlayed(fakeFullscreen),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }))
    const exit = await canvas.findByRole('button', { name: 'Exit full screen' })
    await expect(exit).toHaveFocus()
    await expect(exit).toBeVisible()
    await expect(document.fullscreenElement).toContainElement(canvas.getByTitle(frameTitle))
    await expect(document.fullscreenElement).toContainElement(exit)
  },
})

type CopyContext = Pick<PlayFunctionContext, 'canvas' | 'userEvent'> & {
  readonly args: { readonly viewAddress: string }
}

/** Clicks 'Copy link' with a clipboard that takes it, and waits for 'Link copied'. */
async function copyTheLink({ canvas, userEvent, args }: CopyContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
  await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.viewAddress)
  const status = await waitFor(() => getByRoleAndText(canvas, 'status', 'Link copied'))
  await expect(status).toBeVisible()
  await expect(canvas.queryByRole('textbox', { name: 'Link to this report' })).toBeNull()
  return status
}

/**
 * Copy link pressed: the portal's own address of this report is copied, and 'Link copied' shows for
 * a moment. Open this state to see it; here it is drawn before the press.
 */
export const LinkCopied = meta.story({
  // The story stops while 'Link copied' shows; LinkCopiedClears waits for it to go.
  args: viewing,
  beforeEach: whenPlayed(() => {
    const clipboard = fakeClipboard({ writeText: fn(async () => {}) })
    // The moment 'Link copied' shows, held for the screenshots (its 3 s never pass).
    const clock = holdTimersOf(3000)
    return () => {
      clock()
      clipboard()
    }
  }),
  play: async (context) => {
    await copyTheLink(context)
  },
})

/** 'Link copied' stands for about 3 s, then goes. Open this state to watch it. */
export const LinkCopiedClears = meta.story({
  args: viewing,
  beforeEach: whenPlayed(() => fakeClipboard({ writeText: fn(async () => {}) })),
  play: async (context) => {
    const status = await copyTheLink(context)
    // It clears; after how long is proven with fake timers (useCopyLink.test.tsx).
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 60_000 })
  },
})

/**
 * Copy link pressed where the browser refuses to copy (a permission, a policy): the address shows
 * in a field, selected, ready to copy by hand; Done puts it away. Open this state to watch it.
 */
export const ClipboardRefused = meta.story({
  args: viewing,
  beforeEach: whenPlayed(() =>
    fakeClipboard({
      writeText: fn(async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError')
      }),
    }),
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    const field = await canvas.findByRole('textbox', { name: 'Link to this report' })
    await expectSelectedAddress(field, args.viewAddress)
    await expect(field).toHaveAccessibleDescription(
      'Your browser did not let the portal copy it: the link is selected, copy it from here.',
    )
    await expect(queryByRoleAndText(canvas, 'status', 'Link copied')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(canvas.queryByRole('textbox', { name: 'Link to this report' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus()
  },
})

/**
 * Copy link pressed where the browser has no clipboard to give: the same field. Open this state to
 * watch it.
 */
export const ClipboardMissing = meta.story({
  args: viewing,
  beforeEach: whenPlayed(() => fakeClipboard(undefined)),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    const field = await canvas.findByRole('textbox', { name: 'Link to this report' })
    await expectSelectedAddress(field, args.viewAddress)
  },
})

async function expectSelectedAddress(field: HTMLElement, address: string) {
  const input = field as HTMLInputElement
  await expect(input).toHaveValue(address)
  await expect(input).toHaveAttribute('readonly')
  await expect(input).toHaveFocus()
  await expect([input.selectionStart, input.selectionEnd]).toEqual([0, address.length])
}

/**
 * On a phone the actions wait behind More actions, which opens a list of them; Escape, a tap
 * outside or choosing an action closes it. Open this state to watch it.
 */
export const PhoneMoreActions = meta.story({
  globals: phone,
  args: viewing,
  play: async ({ canvas, userEvent, args }) => {
    const viewer = canvas.getByRole('region', {
      name: 'Facebook Analytics · Northwind Outdoor Co.',
    })
    await expect(viewer.scrollWidth).toBeLessThanOrEqual(viewer.clientWidth)
    const more = canvas.getByRole('button', { name: 'More actions' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('button', { name: 'Reload report' })).not.toBeInTheDocument()

    // The heading has the focus: the next Tab reaches More actions.
    await userEvent.tab()
    await expect(more).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '')
    await expect(menu).not.toBeNull()
    const inMenu = within(menu as HTMLElement)
    await expect(inMenu.getByRole('button', { name: 'Reload report' })).toBeVisible()
    await expect(inMenu.getByRole('link', { name: 'Open in new tab' })).toBeVisible()
    await expect(inMenu.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(inMenu.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect((menu as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    )
    await expect(viewer.scrollWidth).toBeLessThanOrEqual(viewer.clientWidth)

    await userEvent.tab()
    await expect(menu).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(more).toHaveFocus()

    await userEvent.keyboard(' ')
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvas.getByRole('heading', { level: 1 }))
    await expect(more).toHaveAttribute('aria-expanded', 'false')

    // Choosing an action closes the menu, the focus back on its button.
    await userEvent.click(more)
    await userEvent.click(canvas.getByRole('button', { name: 'Reload report' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(more).toHaveFocus()
  },
})

/**
 * On a phone with More actions open: every action in the list, none wider than the screen. Open
 * this state to see it open.
 */
export const PhoneActionsMenuOpen = meta.story({
  // Left open, for the accessibility check and the screenshots.
  globals: phone,
  args: viewing,
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: 'More actions' })
    await userEvent.click(more)
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement
    const inMenu = within(menu)
    for (const name of ['Full screen', 'Reload report', 'Copy link', 'Logout']) {
      await expect(inMenu.getByRole('button', { name })).toBeVisible()
    }
    await expect(inMenu.getByRole('link', { name: 'Open in new tab' })).toBeVisible()
    await expect(inMenu.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    const viewer = canvas.getByRole('region', {
      name: 'Facebook Analytics · Northwind Outdoor Co.',
    })
    await expect(viewer.scrollWidth).toBeLessThanOrEqual(viewer.clientWidth)
  },
})

/** The same page for each of the 16 channels: its title, and the tooltip of View Report. */
export const AllChannels = meta.story({
  render: (args) => (
    <div>
      {channels.map((channel) => (
        <section key={channel.field} aria-label={channel.label}>
          <ReportScreen {...args} channel={channel} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(16)
    for (const channel of channels) {
      const section = within(canvas.getByRole('region', { name: channel.label }))
      await expect(section.getByRole('heading', { level: 1 })).toHaveTextContent(
        exactly(`${channel.label} Analytics`),
      )
      await expect(
        section.getByRole('button', { name: 'View Report' }),
      ).toHaveAccessibleDescription(`Select an advertiser with a ${channel.label} report`)
    }
  },
})

/** A 60-character name with no space (a web address), the longest a record has. */
const longName = longAdvertiserNames[2]
const longNameSelect = {
  ...advertiserSelect,
  names: ready([...advertiserNamesSorted, ...longAdvertiserNames].sort()),
  value: longName,
}

/**
 * At 320 px, an advertiser whose name is a 60-character web address, with no report: the dropdown
 * and the message fit the screen.
 */
export const LongNameNarrow = meta.story({
  globals: narrow,
  args: { advertiserSelect: longNameSelect, link: { status: 'missing' } },
  play: async ({ canvas }) => {
    const text = `No Facebook report found for ${longName}. Contact your rep to activate.`
    await expectAnnounced(canvas, text)
    const message = getByRoleAndText(canvas, 'paragraph', text)
    await expectWhole(message)
    await expectWithinWindow(canvas.getByRole('combobox', { name: 'Advertiser' }))
    await expectNoSidewaysScroll()
  },
})

/**
 * Its report open at 320 px: the title wraps within the screen, and Previous Page and More actions
 * share the first line.
 */
export const LongNameViewingNarrow = meta.story({
  globals: narrow,
  args: {
    advertiserSelect: longNameSelect,
    link: { status: 'ready', href: demoReport },
    phase: 'ready',
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: `Facebook Analytics · ${longName}` })
    await expectWhole(title)
    const more = canvas.getByRole('button', { name: 'More actions' })
    await expect(more).toBeVisible()
    // The way back and the actions share the first line: the report keeps the height.
    const previous = canvas.getByRole('button', { name: 'Previous Page' })
    expect(more.getBoundingClientRect().top).toBe(previous.getBoundingClientRect().top)
    await expectNoSidewaysScroll()
  },
})
