import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { signedInScreen } from '../../../stories/support/screenStories'
import { narrow, phone } from '../../../.storybook/viewports'
import {
  expectNoSidewaysScroll,
  expectWhole,
  expectWithinWindow,
} from '../../../stories/support/layout'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { kpiCards } from '../../domain/kpis'
import { failed, idle, loading, ready } from '../../domain/loadable'
import { emptyOptimization } from '../../domain/optimizations'
import {
  advertiserNamesSorted,
  largeKpis,
  longAdvertiserNames,
  optimizationOf,
} from '../../mocks/fixtures'
import { expectAnnounced, getByRoleAndText, liveRegion } from '../../../stories/support/queries'
import { AiOptimizationsScreen } from './AiOptimizationsScreen'

const northwind = optimizationOf('adv-001')

/** The dropdown with nothing chosen; a story spreads it to choose one or change the list. */
const advertiserSelect: AdvertiserSelectChoice = {
  names: ready(advertiserNamesSorted),
  value: null,
  onChange: fn(),
}
const northwindChosen = { ...advertiserSelect, value: 'Northwind Outdoor Co.' }

/**
 * Sherloc's AI Optimizations: for the chosen advertiser, ten figures (ad spend, impressions,
 * conversions and more), then the campaign's notes and strategy, to read, not to edit.
 */
const meta = preview.meta({
  title: 'Screens/AI Optimizations',
  component: AiOptimizationsScreen,
  ...signedInScreen,
  args: {
    advertiserSelect,
    optimization: idle,
    onPreviousPage: fn(),
  },
})

/** No advertiser chosen: the ten KPI cards, empty, and no text areas yet. */
export const NoSelection = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'AI Optimizations' })).toBeVisible()
    const cards = within(canvas.getByRole('region', { name: 'Key performance indicators' }))
    for (const { label } of kpiCards) {
      const value = cards.getByRole('textbox', { name: label })
      await expect(value).toHaveValue('')
      await expect(value).toHaveAttribute('readonly')
    }
    await expect(cards.getAllByRole('textbox')).toHaveLength(10)
    await expect(canvas.queryByRole('textbox', { name: 'Campaign Notes:' })).not.toBeInTheDocument()
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Advertiser' }),
      'Northwind Outdoor Co.',
    )
    await expect(args.advertiserSelect.onChange).toHaveBeenCalledWith('Northwind Outdoor Co.')
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

/**
 * An advertiser chosen, its figures on their way: the cards wait, and the page says it is loading.
 */
export const Loading = meta.story({
  args: { advertiserSelect: northwindChosen, optimization: loading },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Loading optimization data…')
  },
})

/** An advertiser with data: KPIs as the record gives them, notes and strategy read-only. */
export const Loaded = meta.story({
  args: { advertiserSelect: northwindChosen, optimization: ready(northwind) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('$48,250.00')
    await expect(canvas.getByRole('textbox', { name: 'ROAS' })).toHaveValue('3.86x')
    await expect(canvas.getByRole('textbox', { name: 'CPL' })).toHaveValue('$36.61')
    const notes = canvas.getByRole('textbox', { name: 'Campaign Notes:' })
    const strategy = canvas.getByRole('textbox', { name: 'Campaign Strategy:' })
    await expect(notes).toHaveValue(northwind.notes)
    await expect(strategy).toHaveValue(northwind.strategyCopy)
    for (const area of [notes, strategy]) {
      await expect(area).toHaveAttribute('readonly')
      await expect(area).toHaveAttribute('rows', '10')
      await expect(parseFloat(getComputedStyle(area).minHeight)).toBe(220)
    }
  },
})

/**
 * An advertiser with no figures yet: the cards and notes stand empty, and one line says there is no
 * data yet.
 */
export const NoData = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, value: 'Meridian Health Partners' },
    optimization: ready(emptyOptimization),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Campaign Notes:' })).toHaveValue('')
    await expect(
      getByRoleAndText(
        canvas,
        'paragraph',
        'There is no optimization data for this advertiser yet.',
      ),
    ).toBeVisible()
    await expectAnnounced(canvas, 'There is no optimization data for this advertiser yet.')
  },
})

/** Markup in the data is shown as text, never run. */
export const MarkupShownAsText = meta.story({
  args: {
    advertiserSelect: northwindChosen,
    optimization: ready({
      ...emptyOptimization,
      notes: '<img src=x onerror="alert(1)"><b>bold?</b>',
      kpis: { ...emptyOptimization.kpis, adSpend: '<script>alert(1)</script>' },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Campaign Notes:' })).toHaveValue(
      '<img src=x onerror="alert(1)"><b>bold?</b>',
    )
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue(
      '<script>alert(1)</script>',
    )
    await expect(canvasElement.querySelector('img, b, script')).toBeNull()
  },
})

/**
 * The figures could not be loaded: the cards stay empty, and a quiet Try again under the dropdown
 * asks again. (The page shows no error message here.)
 */
export const OptimizationFailed = meta.story({
  // Spec section 8: this call's failure is only logged.
  args: {
    advertiserSelect: northwindChosen,
    optimization: failed('Failed to load optimization data.', fn()),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(liveRegion(canvas)).toBeEmptyDOMElement()
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Campaign Notes:' })).toHaveValue('')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const { optimization } = args
    await expect(optimization.status === 'failed' && optimization.retry).toHaveBeenCalledOnce()
  },
})

/**
 * The advertiser list could not be loaded: nothing to choose, no error message, and a quiet Try
 * again under the dropdown.
 */
export const AdvertisersFailed = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, names: failed('Failed to load advertisers.', fn()) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10)
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
})

/** On a phone: two cards a row. */
export const Phone = meta.story({
  globals: phone,
  args: Loaded.input.args,
  play: async ({ canvas }) => {
    const spend = canvas.getByRole('textbox', { name: 'Ad Spend' })
    const impressions = canvas.getByRole('textbox', { name: 'Total Impressions' })
    // Two cards a row on a phone.
    await expect(spend.getBoundingClientRect().top).toBe(impressions.getBoundingClientRect().top)
  },
})

/** Twelve-digit KPI values and a 60-character name, as the backend may send them. */
const largeAndLong = {
  advertiserSelect: {
    ...advertiserSelect,
    names: ready([...advertiserNamesSorted, ...longAdvertiserNames].sort()),
    value: longAdvertiserNames[1],
  },
  optimization: ready({ ...northwind, kpis: largeKpis }),
}

/** Every KPI value shows whole in its card, and nothing runs off the screen. */
async function expectWholeValues({ canvas }: { canvas: ReturnType<typeof within> }) {
  for (const { field, label } of kpiCards) {
    const value = canvas.getByRole('textbox', { name: label })
    await expect(value).toHaveValue(largeKpis[field])
    await expectWhole(value)
  }
  await expectWithinWindow(canvas.getByRole('combobox', { name: 'Advertiser' }))
  await expectNoSidewaysScroll()
}

/** On a phone, twelve-digit figures: each fits its card. */
export const LargeValuesPhone = meta.story({
  globals: phone,
  args: largeAndLong,
  play: expectWholeValues,
})

/** At 320 px: the same figures, still whole. */
export const LargeValuesNarrow = meta.story({
  globals: narrow,
  args: largeAndLong,
  play: expectWholeValues,
})
