import { useRouteError } from 'react-router-dom'
import { usePage } from '../../components/usePage'
import { PageErrorScreen, PageNotLoadedScreen } from '../../screens/PageError'
import { PageCodeNotLoaded } from '../pageCode'

/**
 * A page that failed (its route's `errorElement`): its code did not arrive, and Reload fetches
 * it again; or it failed to render, and the error page leads on. Either is named and given the
 * focus like any page the client arrives at.
 */
export function RouteErrorPage() {
  const notLoaded = useRouteError() instanceof PageCodeNotLoaded
  usePage(notLoaded ? 'This page could not load' : 'Something went wrong')
  return notLoaded ? <PageNotLoadedScreen /> : <PageErrorScreen />
}
