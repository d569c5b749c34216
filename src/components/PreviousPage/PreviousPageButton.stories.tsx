import { useLocation, useNavigate } from 'react-router-dom'
import { expect, fn, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import type { RouterParameter } from '../../../.storybook/preview'
import { channelByField } from '../../domain/channels'
import { paths } from '../../domain/paths'
import { PreviousPageButton } from './PreviousPageButton'
import { exactly } from '../../../stories/support/exactly'

/** Previous Page: back to the page the client came from. */
const meta = preview.meta({
  title: 'Components/Previous Page Button',
  component: PreviousPageButton,
  parameters: { layout: 'padded' },
  args: { onClick: fn() },
})

/** Pressed: the portal takes the client back. */
export const Pressed = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Previous Page' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

/** Reached with the keyboard: Enter presses it, as a click does. */
export const PressedWithTheKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Previous Page' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

const facebook = channelByField('facebook').path

/** On a report opened from the Social Analytics menu: pressed, it goes back to the menu. */
export const GoesBackToTheMenu = meta.story({
  parameters: {
    router: { initialEntries: [paths.socialAnalytics, facebook] } satisfies RouterParameter,
  },
  render: function Render(args) {
    const navigate = useNavigate()
    const { pathname } = useLocation()
    return (
      <>
        <PreviousPageButton
          onClick={() => {
            args.onClick()
            void navigate(-1)
          }}
        />
        <p>
          Current page: <output aria-label="Current path">{pathname}</output>
        </p>
      </>
    )
  },
  play: async ({ canvas, userEvent, args }) => {
    const path = canvas.getByRole('status', { name: 'Current path' })
    await expect(path).toHaveTextContent(exactly('/facebook-analytics'))
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
    // The router renders the page it went back to in a later task, not within the click.
    await waitFor(() => expect(path).toHaveTextContent(exactly('/social-analytics')))
  },
})
