import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { failed, loading, ready, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { FailureMessage, Message } from './Message'
import { exactly } from '../../../stories/support/exactly'

/** A message on a page: an error, a success, or a word of information. */
const meta = preview.meta({
  title: 'Components/Message',
  component: Message,
  subcomponents: { FailureMessage },
  parameters: { layout: 'padded' },
  args: { tone: 'error', children: messages.loginFailed },
})

/** An error, such as a refused sign-in: said at once to screen reader users. */
export const ErrorTone = meta.story({
  args: { tone: 'error', children: messages.loginFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Invalid email or password.'))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
})

/** A success, such as a changed password: said to screen reader users when they pause. */
export const SuccessTone = meta.story({
  args: { tone: 'success', children: messages.passwordUpdated },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      exactly('Password updated successfully!'),
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/** Information, such as why sign-in is asked for again: said when they pause. */
export const InfoTone = meta.story({
  args: { tone: 'info', children: messages.sessionEnded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      exactly('Your session has ended. Please sign in again.'),
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/** A long message wraps inside its box, as the not-saved notice on Notifications does. */
export const LongInfo = meta.story({
  args: { tone: 'info', children: messages.preferencesNotSaved },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      exactly('Saving preferences is not available yet. Your choices have not been saved.'),
    )
  },
})

/** Why something could not be loaded (here, the advertiser list), once it could not. */
export const FailureOfALoad = meta.story({
  render: () => <FailureMessage of={failed(messages.advertisersFailed)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
  },
})

const notFailed: readonly Loadable<string>[] = [loading, ready('Northwind Outdoor Co.')]

/** While something loads, or once it has: no message at all. */
export const NoFailure = meta.story({
  // Nothing to draw on the Docs page: it is a check that nothing shows.
  tags: ['!autodocs'],
  render: () => (
    <>
      {notFailed.map((of) => (
        <FailureMessage key={of.status} of={of} />
      ))}
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvasElement).toBeEmptyDOMElement()
  },
})
