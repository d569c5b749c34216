import { expect, spyOn, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { messages } from '../../src/domain/messages'
import { loaderHideAt } from '../../src/domain/reportLoader'
import { appStoryParameters } from '../support/appStories'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { findByRoleAndText, getByRoleAndText, queryByRoleAndText } from '../support/queries'
import { chooseAdvertiser } from '../support/steps'

// A report opened while the device is offline (issue 53). The story's device is offline as the
// browser says it (`navigator.onLine` and its `offline` and `online` events): the report pages
// still come, so the frame's load stands for the browser's error page a real offline frame loads.
/**
 * A report opened while the device is offline, then back online: the loader stays until the report
 * can come, and the report opens again once the connection is back.
 */
const meta = preview.meta({
  title: 'Routes/Report Opened Offline',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/facebook-analytics' },
  beforeEach: () => {
    storeDemoSession()
  },
})

const frameTitle = 'Facebook report for Northwind Outdoor Co.'
const loadingText = 'Loading your Facebook report…'

/**
 * Watches `page` from now on: when a frame in it last loaded, and when 'Report loaded' was first
 * said (a live region's text may come and go between two looks).
 */
function watchReport(page: HTMLElement) {
  const seen = { frameLoadedAt: null as number | null, announcedAt: null as number | null }
  const frameLoaded = (event: Event) => {
    if (event.target instanceof HTMLIFrameElement) seen.frameLoadedAt = performance.now()
  }
  const look = () => {
    const said = queryByRoleAndText(within(page), 'status', messages.reportLoaded)
    if (seen.announcedAt === null && said) {
      seen.announcedAt = performance.now()
    }
  }
  // A frame's load does not bubble, but its ancestors see it on the way down.
  page.addEventListener('load', frameLoaded, true)
  const observer = new MutationObserver(look)
  observer.observe(page, { childList: true, subtree: true, characterData: true })
  const stop = () => {
    page.removeEventListener('load', frameLoaded, true)
    observer.disconnect()
  }
  return { seen, stop }
}

/**
 * Offline, View Report: the frame loads, yet the loader stays past the time it would have gone
 * online, and nothing says 'Report loaded'. Back online, the report is opened again, as 'Reload
 * report' would (a new frame, the loader from the start), and said to be loaded once it is.
 */
export const OpenedOfflineThenBackOnline = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    const onLine = spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    await findByRoleAndText(canvas, 'paragraph', messages.offline)

    const { seen, stop } = watchReport(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
    // The portal starts its opening while the click is handled: no later than now.
    const opened = performance.now()
    const first = canvas.getByTitle(frameTitle)
    await waitFor(() => expect(seen.frameLoadedAt).not.toBeNull(), { timeout: 60_000 })
    // Nothing can be seen not to happen at once: wait out the moment an online opening's loader
    // would have gone (spec section 9), and a second more for its render.
    const wouldHaveGone = loaderHideAt(opened, seen.frameLoadedAt ?? opened) + 1_000
    await waitFor(() => expect(performance.now()).toBeGreaterThan(wouldHaveGone), {
      timeout: 60_000,
    })
    await expect(queryByRoleAndText(canvas, 'status', loadingText)).toBeVisible()
    await expect(seen.announcedAt).toBeNull()

    onLine.mockReturnValue(true)
    const backOnline = performance.now()
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(first).not.toBeInTheDocument())
    const second = canvas.getByTitle(frameTitle)
    await expect(queryByRoleAndText(canvas, 'status', loadingText)).toBeVisible()
    await expect(queryByRoleAndText(canvas, 'paragraph', messages.offline)).toBeNull()
    await waitFor(() => expect(seen.announcedAt).not.toBeNull(), { timeout: 60_000 })
    stop()
    await expect(second).toBeVisible()
    await expect(getByRoleAndText(canvas, 'status', messages.reportLoaded)).toBeInTheDocument()
    await expect(queryByRoleAndText(canvas, 'status', loadingText)).not.toBeInTheDocument()
    // The loader of the new opening held its 4000 + 1500 ms from the reopening.
    await expect((seen.announcedAt ?? 0) - backOnline).toBeGreaterThanOrEqual(5_500)
  },
})
