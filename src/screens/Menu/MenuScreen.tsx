import { Page } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { Tiles, type TileItem } from '../../components/Tiles'
import type { Channel } from '../../domain/channels'
import styles from './MenuScreen.module.css'

export interface MenuScreenProps {
  readonly title: string
  readonly intro: string
  readonly channels: readonly Channel[]
  readonly onPreviousPage: () => void
}

/** The channel's initials stand in for its logo on the tile. */
function initials(label: string): string {
  const words = label.split(/[\s-]+/).filter(Boolean)
  return words.length > 1
    ? words
        .slice(0, 2)
        .map((word) => word[0])
        .join('')
    : label.slice(0, 2)
}

/** A menu of report channels: Social Analytics and Programmatic Analytics (spec section 2). */
export function MenuScreen({ title, intro, channels, onPreviousPage }: MenuScreenProps) {
  const tiles: TileItem[] = channels.map((channel) => ({
    label: channel.label,
    to: channel.path,
    icon: (
      <span className={styles.initials} aria-hidden="true">
        {initials(channel.label)}
      </span>
    ),
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
