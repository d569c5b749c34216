import { useEffect } from 'react'
import { useSelectedAdvertiser } from '../../auth/useSelectedAdvertiser'
import { emptyOptimization, optimizationKey, restoreSelection } from '../../domain/optimizations'
import { paths } from '../../domain/paths'
import { AiOptimizationsScreen } from '../../screens/AiOptimizations'
import { advertiserOptions, useAdvertisers } from '../hooks/useAdvertisers'
import { useGoBack } from '../hooks/useGoBack'
import { useOptimization } from '../hooks/useOptimization'
import { usePageTitle } from '../hooks/usePageTitle'

/** /ai-optimizations: the shared advertiser choice and its optimisation data. */
export default function AiOptimizationsRoute() {
  const advertisers = useAdvertisers()
  const selection = useSelectedAdvertiser()
  const goBack = useGoBack(paths.dashboard)
  usePageTitle('AI Optimizations')

  const list = advertisers.status === 'success' ? advertisers.data : null
  const advertiser = list ? restoreSelection(list, selection) : undefined
  const optimization = useOptimization(optimizationKey(advertiser))

  // Restored from the stored id alone: store its name too, so every page sees the same choice.
  const { name: storedName, select } = selection
  useEffect(() => {
    if (advertiser && advertiser.name !== storedName) select(advertiser)
  }, [advertiser, storedName, select])

  return (
    <AiOptimizationsScreen
      advertisers={
        // Failures here are only logged (spec section 8): the list just stays empty.
        advertisers.status === 'error'
          ? { status: 'error', message: null }
          : advertiserOptions(advertisers)
      }
      selectedAdvertiser={advertiser?.name ?? null}
      optimization={optimization.status === 'success' ? optimization.data : emptyOptimization}
      loading={optimization.status === 'loading'}
      onSelectAdvertiser={(name) => selection.selectByName(list, name)}
      onPreviousPage={goBack}
    />
  )
}
