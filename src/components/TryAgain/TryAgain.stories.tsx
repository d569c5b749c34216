import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { getByRoleAndText, queryByRoleAndText } from '../../../stories/support/queries'
import { failed, loading, ready, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { StatusText } from '../LiveRegion'
import { LoadFailed } from './LoadFailed'
import { useTryAgain } from './useTryAgain'
import { exactly } from '../../../stories/support/exactly'

const loaded = 'Dana Whitfield, demo@clientportal.test'

/** A page's area that loads (here the Settings profile), as the pages use the block. */
function LoadingArea({ of }: { readonly of: Loadable<string> }) {
  const { nextRef, buttonRef, onTryAgain } = useTryAgain<HTMLParagraphElement>(of)
  if (of.status === 'failed') {
    return <LoadFailed message={of.message} onTryAgain={onTryAgain} buttonRef={buttonRef} />
  }
  if (of.status === 'ready') {
    return (
      <p ref={nextRef} tabIndex={-1}>
        {of.data}
      </p>
    )
  }
  return <StatusText>{messages.loadingPage}</StatusText>
}

/**
 * The area once its load has failed, with a pretend backend behind Try again: it answers with
 * `answer` on the next turn, or never (the load still running).
 */
function FailedThenAsked({ answer }: { readonly answer: 'never' | 'fails' | 'loads' }) {
  const [asked, setAsked] = useState<'no' | 'waiting' | 'answered'>('no')
  const retry = () => {
    setAsked('waiting')
    if (answer !== 'never') setTimeout(() => setAsked('answered'))
  }
  const of: Loadable<string> =
    asked === 'waiting'
      ? loading
      : asked === 'answered' && answer === 'loads'
        ? ready(loaded)
        : failed(messages.profileFailed, retry)
  return <LoadingArea of={of} />
}

const meta = preview.meta({
  title: 'Components/Try Again',
  component: LoadFailed,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'What a page shows where its information could not be loaded: why, in the words the ' +
          'page always uses, and **Try again**, which asks once more without leaving the page. ' +
          'Settings, Notification Preferences, AI Optimizations and the advertiser dropdown use it.',
      },
    },
  },
  args: { message: messages.profileFailed },
})

/** Before the failure: the page says it is loading. */
export const Loading = meta.story({
  render: () => <LoadingArea of={loading} />,
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'status', messages.loadingPage)).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
})

/** The load failed: why, and Try again beside it. */
export const FailedWithTryAgain = meta.story({
  args: { onTryAgain: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Failed to fetch profile data.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onTryAgain).toHaveBeenCalledOnce()
  },
})

/** A failure asking again cannot mend (no email to ask by): the reason alone. */
export const FailedWithoutTryAgain = meta.story({
  args: { message: messages.settingsEmailRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Email is required.'))
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
})

/** Try again pressed: the reason and the button go, and the page says it is loading again. */
export const Retrying = meta.story({
  render: () => <FailedThenAsked answer="never" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(exactly('Loading...'))
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
})

/** It failed again: the reason is back, with Try again, which has the focus once more. */
export const RetryFailsAgain = meta.story({
  render: () => <FailedThenAsked answer="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const again = await canvas.findByRole('button', { name: 'Try again' })
    await expect(again).toHaveFocus()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Failed to fetch profile data.'),
    )
  },
})

/** It loaded: what was asked for takes the place of the reason, and the focus. */
export const RetryLoads = meta.story({
  render: () => <FailedThenAsked answer="loads" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const details = await canvas.findByText(loaded)
    await expect(details).toHaveFocus()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(queryByRoleAndText(canvas, 'status', messages.loadingPage)).toBeNull()
  },
})
