import { useEffect } from 'react'
import { restoreSelection } from '../../domain/advertisers'
import { optimizationKey } from '../../domain/optimizations'
import { paths } from '../../domain/paths'
import { AiOptimizationsScreen } from '../../screens/AiOptimizations'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useGoBack } from '../hooks/useGoBack'
import { useOptimization } from '../hooks/useOptimization'
import { usePageTitle } from '../hooks/usePageTitle'

/** /ai-optimizations: the shared advertiser choice and its optimisation data. */
export default function AiOptimizationsRoute() {
  const { names, list, selection, selectByName } = useAdvertiserChoice()
  const goBack = useGoBack(paths.dashboard)
  usePageTitle('AI Optimizations')

  const advertiser = list ? restoreSelection(list, selection) : undefined
  const optimization = useOptimization(optimizationKey(advertiser))

  // Restored from the stored id alone: store its name too, so every page sees the same choice.
  const { name: storedName, select } = selection
  useEffect(() => {
    if (advertiser && advertiser.name !== storedName) select(advertiser)
  }, [advertiser, storedName, select])

  return (
    <AiOptimizationsScreen
      advertisers={names}
      selectedAdvertiser={advertiser?.name ?? null}
      optimization={optimization}
      onSelectAdvertiser={selectByName}
      onPreviousPage={goBack}
    />
  )
}
