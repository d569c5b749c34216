import { http, HttpResponse } from 'msw'
import { expect, spyOn, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { optimizationRecords } from '../../src/mocks/fixtures'
import { currentQuery, PortalApp, storeDemoSession, type PlayTools } from '../support/PortalApp'
import { chooseAdvertiser } from '../support/steps'
import { seedStorage } from '../../src/mocks/storage'
import { queryAnnounced } from '../support/queries'
import { exactly } from '../support/exactly'

/**
 * The live AI Optimizations page: choosing an advertiser loads its figures, notes and strategy;
 * what the page does when they, or the advertiser list, cannot be loaded.
 */
const meta = preview.meta({
  title: 'Routes/AI Optimizations',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/ai-optimizations' },
  beforeEach: () => {
    storeDemoSession()
  },
})

async function expectSpend({ canvas }: Pick<PlayTools, 'canvas'>, value: string) {
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue(value))
}

/** Choosing an advertiser loads its KPIs, notes and strategy. */
export const ChooseAnAdvertiser = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Brightline Dental Group')
    await expectSpend({ canvas }, '$12,900.00')
    await expect(canvas.getByRole('textbox', { name: 'Campaign Notes:' })).toHaveValue(
      'New-patient campaign launched 4/2. Call tracking added to Google Paid Search.',
    )
  },
})

/** The selection comes back from the stored name. */
export const RestoredFromStoredName = meta.story({
  beforeEach: () => {
    seedStorage({ advertiserName: 'Northwind Outdoor Co.' })
  },
  play: async ({ canvas }) => {
    await expectSpend({ canvas }, '$48,250.00')
  },
})

/** ... or, with no name stored, from the stored id matched against the list. */
export const RestoredFromStoredId = meta.story({
  beforeEach: () => {
    seedStorage({ advertiserId: 'adv-004' })
  },
  play: async ({ canvas }) => {
    await expectSpend({ canvas }, '$22,410.00')
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      'Summit Ridge Auto',
    )
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-004'))
  },
})

/** An advertiser without an id is asked for by name. */
export const KeyFallsBackToName = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('advertisers', [{ name: 'Idless & Sons' }]),
      http.get('*/api/advertiser-optimizations/:key', ({ params }) =>
        HttpResponse.json({ kpis: { adSpend: `asked for ${String(params.key)}` } }),
      ),
    )
  },
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Idless & Sons')
    await expectSpend({ canvas }, 'asked for Idless & Sons')
  },
})

/** Clearing the choice empties notes, strategy and KPIs. */
export const ClearingEmptiesEverything = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await expectSpend({ canvas }, '$48,250.00')
    await chooseAdvertiser({ canvas, userEvent }, 'Choose Advertiser')
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('')
    await expect(canvas.queryByRole('textbox', { name: 'Campaign Notes:' })).not.toBeInTheDocument()
  },
})

/** The earlier choice's answer, held back until the play function lets it go. */
const lateAnswer = { release: () => {}, sent: Promise.resolve() }

/** A slow answer for an earlier choice never replaces the answer for the current one. */
export const StaleAnswerIgnored = meta.story({
  beforeEach: ({ msw }) => {
    const released = new Promise<void>((resolve) => (lateAnswer.release = resolve))
    let sent = () => {}
    lateAnswer.sent = new Promise<void>((resolve) => (sent = resolve))
    msw.use(
      http.get('*/api/advertiser-optimizations/adv-001', async () => {
        await released
        sent()
        return HttpResponse.json(optimizationRecords['adv-001'] as Record<string, unknown>)
      }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    const fetchSpy = spyOn(window, 'fetch')
    const callsFor = (id: string) =>
      fetchSpy.mock.calls.filter(([url]) => String(url).endsWith(`/advertiser-optimizations/${id}`))
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await chooseAdvertiser({ canvas, userEvent }, 'Brightline Dental Group')
    await expectSpend({ canvas }, '$12,900.00')
    // The request for the earlier choice was aborted, and each key was asked for once.
    await expect(callsFor('adv-001')[0]?.[1]?.signal?.aborted).toBe(true)
    await expect(callsFor('adv-003')).toHaveLength(1)
    // Now the late answer comes back; a frame later, the current answer still shows.
    lateAnswer.release()
    await lateAnswer.sent
    await new Promise(requestAnimationFrame)
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('$12,900.00')
  },
})

/** No data for this advertiser (an empty body): empty values, nothing broken. */
export const EmptyBody = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Meridian Health Partners')
    await waitFor(() =>
      expect(queryAnnounced(canvas, 'Loading optimization data…')).not.toBeInTheDocument(),
    )
    await expect(canvas.getByRole('textbox', { name: 'Campaign Notes:' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'ROAS' })).toHaveValue('')
  },
})

/** The optimisation call fails: only logged; empty values; the page stays usable. */
export const OptimizationFails = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('optimization', 'Model offline'))
  },
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await waitFor(() =>
      expect(queryAnnounced(canvas, 'Loading optimization data…')).not.toBeInTheDocument(),
    )
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await chooseAdvertiser({ canvas, userEvent }, 'Atlas Home Services')
  },
})

/** The advertiser list fails: only logged; nothing to choose; no message. */
export const AdvertisersFail = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('advertisers'))
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toBeEnabled())
    await expect(select.querySelectorAll('option')).toHaveLength(1)
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/**
 * The list failed, quietly (only logged), but not for good: a quiet 'Try again' asks for it
 * again, and then there is an advertiser to choose, with its data.
 */
export const AdvertisersFailThenTryAgain = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('advertisers'))
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toHaveFocus())
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await expectSpend({ canvas }, '$48,250.00')
  },
})

/** The optimisation call failed, quietly; 'Try again' asks for the same advertiser's data again. */
export const OptimizationFailsThenTryAgain = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('optimization'))
  },
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    const again = await canvas.findByRole('button', { name: 'Try again' })
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(again)
    await expectSpend({ canvas }, '$48,250.00')
    await expect(canvas.getByRole('region', { name: 'Key performance indicators' })).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  },
})

const markupName = '<img src=x onerror="window.__xss=1">Acme <b>Bold</b>'

/** Names, notes and strategy full of markup are shown as text; none of it ever runs. */
export const MarkupIsText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('advertisers', [{ _id: 'm-1', advertiser: markupName }]),
      failures.respond('optimization', {
        notes: '<script>window.__xss=1</script>Notes',
        strategyCopy: '<a href="javascript:alert(1)">click</a>',
        kpis: { adSpend: '<i>$1</i>' },
      }),
    )
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, markupName)
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('<i>$1</i>'),
    )
    await expect(canvas.getByRole('textbox', { name: 'Campaign Notes:' })).toHaveValue(
      '<script>window.__xss=1</script>Notes',
    )
    await expect(canvas.getByRole('textbox', { name: 'Campaign Strategy:' })).toHaveValue(
      '<a href="javascript:alert(1)">click</a>',
    )
    await expect(canvasElement.querySelector('img, b, i, script, a[href^="javascript"]')).toBeNull()
    await expect((window as { __xss?: number }).__xss).toBeUndefined()
  },
})
