import { useRouteError } from 'react-router-dom'
import { usePage } from '../../components/usePage'
import { PageErrorScreen, PageNotLoadedScreen } from '../../screens/PageError'
import { PageCodeNotLoaded } from '../pageCode'

export function RouteErrorPage() {
  const notLoaded = useRouteError() instanceof PageCodeNotLoaded
  usePage(notLoaded ? 'This page could not load' : 'Something went wrong')
  return notLoaded ? <PageNotLoadedScreen /> : <PageErrorScreen />
}
