import { useOptimization } from '../../api/useOptimization'
import { useGoBack } from '../../components/PreviousPage'
import { usePage } from '../../components/usePage'
import { optimizationKey } from '../../domain/optimizations'
import { paths } from '../../domain/paths'
import { AiOptimizationsScreen } from '../../screens/AiOptimizations'
import { useAdvertiserChoice } from '../hooks/useAdvertiserChoice'

/** /ai-optimizations: the shared advertiser choice and its optimisation data. */
export default function AiOptimizationsRoute() {
  const { advertiser, advertiserSelect } = useAdvertiserChoice()
  const goBack = useGoBack(paths.dashboard)
  usePage('AI Optimizations')

  const optimization = useOptimization(optimizationKey(advertiser))

  return (
    <AiOptimizationsScreen
      advertiserSelect={advertiserSelect}
      optimization={optimization}
      onPreviousPage={goBack}
    />
  )
}
