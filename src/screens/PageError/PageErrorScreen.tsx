import { paths } from '../../domain/paths'
import { ProblemCard } from './ProblemCard'

/** Shown when a page fails to render: what happened, and a way on. */
export function PageErrorScreen({
  destination = 'dashboard',
}: {
  destination?: 'dashboard' | 'login'
}) {
  const toDashboard = destination === 'dashboard'
  return (
    <ProblemCard
      title="Something went wrong"
      href={toDashboard ? paths.dashboard : paths.login}
      action={toDashboard ? 'Back to Dashboard' : 'Back to Login'}
    >
      This page could not be shown. Nothing you saved is lost; try again from the{' '}
      {toDashboard ? 'dashboard' : 'sign-in page'}.
    </ProblemCard>
  )
}
