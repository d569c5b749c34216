import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SessionChecks } from '../auth/SessionChecks'
import { routes } from './routes'

export { preloadPages } from './routes'

type Router = ReturnType<typeof createBrowserRouter>

let browserRouter: Router | null = null

/** The browser's router: made on first use, at the address the visit is at then, once a page load. */
function portalRouter(): Router {
  browserRouter ??= createBrowserRouter(routes)
  return browserRouter
}

/**
 * Every page, under React Router's data router (which loads a page's code before it shows it),
 * with the session's checks. The app shows it from the first move past the public pages; stories
 * give it a memory router.
 */
export function SignedInApp({ router }: { readonly router?: Router }) {
  return (
    <>
      <SessionChecks />
      <RouterProvider router={router ?? portalRouter()} />
    </>
  )
}
