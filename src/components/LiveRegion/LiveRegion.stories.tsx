import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { announced, liveRegion } from '../../../stories/support/queries'
import { Button } from '../Button'
import { FailureMessage, Message } from '../Message'
import { failed } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { LiveRegion } from './LiveRegion'

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
 * The region stands, empty, before anything is said; each message is written into it after it
 * exists, as a line of its own, and taken out when the message goes; the same message again is
 * a new line, so it is said again. Errors stay alerts, outside the region (WCAG 4.1.3).
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update password.')
    await expect(announced(canvas)).not.toContain('Failed to update password.')
  },
})

/** One region a page: a region inside another serves through the outer one. */
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
