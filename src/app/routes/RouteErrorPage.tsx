import { PageErrorScreen } from '../../screens/PageError'
import { usePage } from '../hooks/usePage'

/**
 * A signed-in page that failed to render (its route's `errorElement`): the error page, named and
 * given the focus like any page the client arrives at.
 */
export function RouteErrorPage() {
  usePage('Something went wrong')
  return <PageErrorScreen />
}
