import { ChannelIcon } from '../../components/Icons'
import { Page } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { Tiles, type TileItem } from '../../components/Tiles'
import type { Channel } from '../../domain/channels'

export interface MenuScreenProps {
  readonly title: string
  readonly intro: string
  readonly channels: readonly Channel[]
  readonly onPreviousPage: () => void
}

/** A menu of report channels: Social Analytics and Programmatic Analytics (spec section 2). */
export function MenuScreen({ title, intro, channels, onPreviousPage }: MenuScreenProps) {
  const tiles: TileItem[] = channels.map((channel) => ({
    label: channel.label,
    to: channel.path,
    icon: <ChannelIcon field={channel.field} />,
  }))
  return (
    <Page title={title} intro={intro}>
      <Tiles label={`${title} channels`} items={tiles} />
      <div>
        <PreviousPageButton onClick={onPreviousPage} />
      </div>
    </Page>
  )
}
