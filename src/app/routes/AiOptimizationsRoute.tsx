import { optimizationKey } from '../../domain/optimizations'
import { paths } from '../../domain/paths'
import { AiOptimizationsScreen } from '../../screens/AiOptimizations'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useGoBack } from '../hooks/useGoBack'
import { useOptimization } from '../hooks/useOptimization'
import { usePageTitle } from '../hooks/usePageTitle'

/** /ai-optimizations: the shared advertiser choice and its optimisation data. */
export default function AiOptimizationsRoute() {
  const { names, advertiser, selectByName, recent, notice } = useAdvertiserChoice()
  const goBack = useGoBack(paths.dashboard)
  usePageTitle('AI Optimizations')

  const optimization = useOptimization(optimizationKey(advertiser))

  return (
    <AiOptimizationsScreen
      advertisers={names}
      selectedAdvertiser={advertiser?.name ?? null}
      optimization={optimization}
      onSelectAdvertiser={selectByName}
      recentAdvertisers={recent}
      advertiserNotice={notice}
      onPreviousPage={goBack}
    />
  )
}
