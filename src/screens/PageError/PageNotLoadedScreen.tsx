import { messages } from '../../domain/messages'
import { ProblemCard } from './ProblemCard'

/**
 * Shown when a page's code did not arrive (a dropped connection, a release that replaced the
 * files): what to do, and Reload, a page load of the same address, which fetches the code afresh.
 */
export function PageNotLoadedScreen({
  address,
}: {
  /** The page's own address (its path and query), which Reload loads again. */
  address: string
}) {
  return (
    <ProblemCard title="This page could not load" href={address} action="Reload">
      {messages.pageNotLoaded}
    </ProblemCard>
  )
}
