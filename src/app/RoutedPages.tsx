import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './AppRoutes'

/** The route table under the browser's router: its own code, loaded on demand (Pages.tsx). */
export default function RoutedPages() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
