import { useLoaderData } from 'react-router-dom'
import { useGoBack } from '../../components/PreviousPage'
import { usePage } from '../../components/usePage'
import { idle } from '../../domain/loadable'
import { paths } from '../../domain/paths'
import { AiOptimizationsScreen } from '../../screens/AiOptimizations'
import { useAdvertiserChoice } from '../hooks/useAdvertiserChoice'
import { usePageRead } from '../hooks/usePageRead'
import type { AiData } from '../pageReads'

/** The loader asks by the address's advertiser, beside the list: shown once the list holds it. */
export default function AiOptimizationsRoute() {
  const { advertiser, advertiserSelect } = useAdvertiserChoice()
  const goBack = useGoBack(paths.dashboard)
  usePage('AI Optimizations')
  const read = usePageRead((useLoaderData() as AiData).optimization)
  const optimization = advertiser ? read : idle

  return (
    <AiOptimizationsScreen
      advertiserSelect={advertiserSelect}
      optimization={optimization}
      onPreviousPage={goBack}
    />
  )
}
