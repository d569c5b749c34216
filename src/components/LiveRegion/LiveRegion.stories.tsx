import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { announced, liveRegion } from '../../../stories/support/queries'
import { Button } from '../Button'
import { FailureMessage, Message } from '../Message'
import { failed } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { LiveRegion } from './LiveRegion'
import { exactly } from '../../../stories/support/exactly'

/** Where a page's messages are said to screen reader users: nothing shows on screen. */
const meta = preview.meta({
  title: 'Components/Live Region',
  component: LiveRegion,
  parameters: { layout: 'padded' },
})

/** A page whose buttons bring and take away messages, as a screen's actions do. */
function Actions() {
  const [saved, setSaved] = useState(false)
  const [cleared, setCleared] = useState(false)
  const [failedOnce, setFailedOnce] = useState(false)
  return (
    <LiveRegion>
      <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
        <Button onClick={() => setSaved(!saved)}>Save</Button>
        <Button onClick={() => setCleared(true)}>Clear</Button>
        <Button onClick={() => setFailedOnce(true)}>Fail</Button>
        {saved && <Message tone="success">{messages.passwordUpdated}</Message>}
        {cleared && <Message tone="info">{messages.recentCleared}</Message>}
        {failedOnce && <FailureMessage of={failed(messages.passwordUpdateFailed)} />}
      </div>
    </LiveRegion>
  )
}

/**
 * Each message is said once, as it shows, and again each time it shows again; an error is said at
 * once, as an alert.
 */
export const EachActionIsSaid = meta.story({
  render: () => <Actions />,
  play: async ({ canvas, userEvent }) => {
    const region = liveRegion(canvas)
    await expect(region).toBeEmptyDOMElement()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(announced(canvas)).toEqual(['Password updated successfully!']))
    await expect(liveRegion(canvas)).toBe(region)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    await waitFor(() =>
      expect(announced(canvas)).toEqual([
        'Password updated successfully!',
        'Recently viewed advertisers cleared.',
      ]),
    )
    // Saved again after it went: gone from the region with it, then said anew.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(announced(canvas)).toEqual(['Recently viewed advertisers cleared.'])
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(announced(canvas)).toEqual([
        'Recently viewed advertisers cleared.',
        'Password updated successfully!',
      ]),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Failed to update password.'))
    await expect(announced(canvas)).not.toContain('Failed to update password.')
  },
})

/** However many parts a page has, its messages are said from one place. */
export const OneRegionAPage = meta.story({
  render: () => (
    <LiveRegion>
      <LiveRegion>
        <Message tone="info">{messages.sessionEnded}</Message>
      </LiveRegion>
    </LiveRegion>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(announced(canvas)).toEqual([messages.sessionEnded]))
    await expect(canvas.getAllByRole('status')).toHaveLength(1)
  },
})
