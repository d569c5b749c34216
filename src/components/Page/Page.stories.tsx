import type { Canvas } from 'storybook/internal/types'
import { expect, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { desktop } from '../../../.storybook/viewports'
import { getByRoleAndText, queryByRoleAndText } from '../../../stories/support/queries'
import { Button } from '../Button'
import { Page, Panel } from './Page'

/** A panel of profile details, as Settings shows them. */
function ProfilePanel({ narrow = false }: { narrow?: boolean }) {
  return (
    <Panel narrow={narrow}>
      <dl style={{ display: 'grid', gap: 'var(--space-2)', margin: 0 }}>
        <div>
          <dt>Name</dt>
          <dd style={{ margin: 0 }}>Dana Whitfield</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd style={{ margin: 0 }}>demo@clientportal.test</dd>
        </div>
      </dl>
    </Panel>
  )
}

/** A signed-in page inside the portal's bar: its title, the 'powered by' pill, then its panels. */
const meta = preview.meta({
  title: 'Components/Page',
  component: Page,
  subcomponents: { Panel },
  parameters: { layout: 'padded' },
  args: {
    title: 'Social Analytics',
    intro: 'Choose a social channel to open its report.',
    children: (
      <>
        <ProfilePanel />
        <div>
          <Button variant="secondary">Edit Password</Button>
        </div>
      </>
    ),
  },
})

/** The profile details' list: as wide as the panel that holds it, less its padding. */
function detailsWidth(canvas: Canvas) {
  const list = getByRoleAndText(canvas, 'term', 'Name').closest('dl')
  return list?.getBoundingClientRect().width ?? 0
}

/** The usual page: title and intro, the 'powered by' logo to the dashboard, then the content. */
export const WithLogoAndIntro = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'))
    await expect(header.getByRole('heading', { level: 1, name: 'Social Analytics' })).toBeVisible()
    await expect(
      getByRoleAndText(canvas, 'paragraph', 'Choose a social channel to open its report.'),
    ).toBeVisible()
    await expect(
      header.getByRole('link', { name: 'powered by Client Portal (dashboard)' }),
    ).toHaveAttribute('href', '/dashboard')
    await expect(getByRoleAndText(canvas, 'definition', 'Dana Whitfield')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toBeVisible()
    // A panel that is not narrow spans the page.
    await expect(detailsWidth(canvas)).toBeGreaterThan(900)
  },
})

/** Without an intro: the title alone beside the logo. */
export const WithoutIntro = meta.story({
  args: { title: 'AI Optimizations', intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Optimizations' })).toBeVisible()
    await expect(queryByRoleAndText(canvas, 'paragraph', /Choose/)).not.toBeInTheDocument()
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (dashboard)' }),
    ).toBeVisible()
  },
})

/** The logo leads elsewhere, as on Notifications: to the external management dashboard. */
export const LogoToExternalDashboard = meta.story({
  args: {
    title: 'Notification Preferences',
    intro: undefined,
    logoHref: 'https://manage.example.com/',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (management dashboard)' }),
    ).toHaveAttribute('href', 'https://manage.example.com/')
  },
})

/** Without the pill, as Settings is. */
export const WithoutLogo = meta.story({
  args: { title: 'Settings', intro: undefined, logoHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toBeVisible()
  },
})

/** A narrow panel, for forms and lists: at most 40rem wide, however wide the page. */
export const NarrowPanel = meta.story({
  globals: desktop,
  args: { title: 'Settings', intro: undefined, logoHref: null, children: <ProfilePanel narrow /> },
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'definition', 'demo@clientportal.test')).toBeVisible()
    await expect(detailsWidth(canvas)).toBeGreaterThan(300)
    await expect(detailsWidth(canvas)).toBeLessThanOrEqual(640)
  },
})
