import { AdvertiserSelect, type AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import {
  BellIcon,
  CinemaIcon,
  GearIcon,
  LogoutIcon,
  ProgrammaticIcon,
  SherlocIcon,
  SocialIcon,
} from '../../components/Icons'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { Tiles, type TileItem } from '../../components/Tiles'
import { channelByField, menuTitles, reportTitle } from '../../domain/channels'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'

export interface DashboardScreenProps {
  /** The advertiser dropdown: the names, the choice, its change, recently viewed, a notice. */
  readonly advertiserSelect: AdvertiserSelectChoice
  readonly onLogout: () => void
  /** True while the logout call runs: the phone's Logout tile waits, as the shell's button does. */
  readonly loggingOut?: boolean
  /** Previous Page (spec section 2), when there is a page to go back to. */
  readonly onPreviousPage?: () => void
}

const destinations: readonly TileItem[] = [
  {
    label: menuTitles.social,
    description: 'Facebook, Instagram, TikTok and more',
    icon: <SocialIcon />,
    to: paths.socialAnalytics,
  },
  {
    label: menuTitles.programmatic,
    description: 'Connected TV, audio, display and more',
    icon: <ProgrammaticIcon />,
    to: paths.programmaticAnalytics,
  },
  {
    label: reportTitle(channelByField('cinema')),
    description: 'Cinema campaign reports',
    icon: <CinemaIcon />,
    to: channelByField('cinema').path,
  },
  {
    label: 'Sherloc',
    description: 'AI Optimizations',
    icon: <SherlocIcon />,
    to: paths.aiOptimizations,
  },
  {
    label: 'Notifications',
    description: 'Email and SMS updates',
    icon: <BellIcon />,
    to: paths.notifications,
  },
  {
    label: 'Settings',
    description: 'Profile and password',
    icon: <GearIcon />,
    to: paths.settings,
  },
]

/** The main menu (spec section 2, /dashboard): the advertiser choice and a tile per area. */
export function DashboardScreen({
  advertiserSelect,
  onLogout,
  loggingOut = false,
  onPreviousPage,
}: DashboardScreenProps) {
  const tiles: TileItem[] = [
    ...destinations,
    {
      label: 'Logout',
      icon: <LogoutIcon />,
      onClick: onLogout,
      busy: loggingOut && messages.loggingOut,
      phoneOnly: true,
    },
  ]
  return (
    <Page title="Dashboard" intro="Choose an advertiser, then open the reports you need.">
      <Panel>
        <AdvertiserSelect {...advertiserSelect} />
      </Panel>
      <Tiles label="Portal areas" items={tiles} />
      {onPreviousPage && (
        <div>
          <PreviousPageButton onClick={onPreviousPage} />
        </div>
      )}
    </Page>
  )
}
