import { messages } from '../../domain/messages'
import { ProblemCard } from './ProblemCard'

/**
 * Shown when a page's code did not arrive (a dropped connection, a release that replaced the
 * files): what to do, and Reload, a page load of the same address, which fetches the code afresh.
 * Reload is `href=""`, the document's own address, as index.html's notice has it: never an address
 * written from the path, which a path such as `//evil.test/x` would make another site's (issue 43,
 * N2).
 */
export function PageNotLoadedScreen() {
  return (
    <ProblemCard title="This page could not load" href="" action="Reload">
      {messages.pageNotLoaded}
    </ProblemCard>
  )
}
