import { ComingSoonScreen } from '../../screens/ComingSoon'

/** A route whose page a later issue builds: the shell and the page's title until then. */
export default function ComingSoonRoute({ title }: { title: string }) {
  return <ComingSoonScreen title={title} />
}
