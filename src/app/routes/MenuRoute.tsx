import { useGoBack } from '../../components/PreviousPage'
import { usePage } from '../../components/usePage'
import { channelsOf, menuTitles } from '../../domain/channels'
import { paths } from '../../domain/paths'
import { MenuScreen } from '../../screens/Menu'

const intros = {
  social: 'Choose a social channel to open its report.',
  programmatic: 'Choose a programmatic channel to open its report.',
} as const

export default function MenuRoute({ menu }: { menu: 'social' | 'programmatic' }) {
  const goBack = useGoBack(paths.dashboard)
  usePage(menuTitles[menu])
  return (
    <MenuScreen
      title={menuTitles[menu]}
      intro={intros[menu]}
      channels={channelsOf(menu)}
      onPreviousPage={goBack}
    />
  )
}
