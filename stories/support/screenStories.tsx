import type { Decorator } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Shell } from '../../src/components/Shell'

/**
 * A screen's story file: on its Docs page each state is drawn as its viewport shows it, at the
 * viewport's size (`docsPage`, .storybook/preview.tsx).
 */
export const screenParameters = { docsPage: 'window' } as const

/**
 * A state with a modal dialog open: the dialog covers the page it opens over, so on the Docs page
 * it is drawn in a frame of its own, the dialog over that frame alone (.storybook/DocsFrame.tsx).
 */
export const dialogParameters = { docsPage: 'frame' } as const

const shellLogout = fn().mockName('the shell’s Logout')

/**
 * A signed-in screen as a client sees it: inside the shell (Back to Dashboard, the brand, Logout),
 * with the page's margins, as the app's ShellLayout draws every signed-in page. A screen with a
 * Logout of its own (the report viewer's) shares it with the shell's, as the app does.
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
