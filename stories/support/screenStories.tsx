import type { Decorator } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Shell } from '../../src/components/Shell'

/** A screen's story file: on its Docs page each state at its viewport's size (preview.tsx). */
export const screenParameters = { docsPage: 'window' } as const

/** A state with a modal dialog open: on the Docs page, in a frame the dialog covers alone. */
export const dialogParameters = { docsPage: 'frame' } as const

const shellLogout = fn().mockName('the shell’s Logout')

/**
 * A signed-in screen inside the shell, as the app's ShellLayout draws it. A screen with a Logout
 * of its own (the report viewer's) shares it with the shell's, as the app does.
 */
export const inShell: Decorator = (Story, { args }) => {
  const { onLogout, loggingOut } = args as { onLogout?: () => void; loggingOut?: boolean }
  return (
    <Shell onLogout={onLogout ?? shellLogout} loggingOut={loggingOut === true}>
      <Story />
    </Shell>
  )
}

export const signedInScreen = { decorators: [inShell], parameters: screenParameters }
