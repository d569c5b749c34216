import { ComingSoonScreen } from '../../screens/ComingSoon'
import { usePageTitle } from '../hooks/usePageTitle'

/** A route whose page a later issue builds: the shell and the page's title until then. */
export default function ComingSoonRoute({ title }: { title: string }) {
  usePageTitle(title)
  return <ComingSoonScreen title={title} />
}
