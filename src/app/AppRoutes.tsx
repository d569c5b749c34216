import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { channels } from '../domain/channels'
import { paths } from '../domain/paths'
import { LoadingScreen } from '../screens/Loading'
import LoginRoute from './routes/LoginRoute'
import { RequireClient } from './routes/RequireClient'

// Sign-in is the first page most visits see, so it ships in the main bundle; the rest load on demand.
const ForgotPasswordRoute = lazy(() => import('./routes/ForgotPasswordRoute'))
const ShellLayout = lazy(() => import('./routes/ShellLayout'))
const DashboardRoute = lazy(() => import('./routes/DashboardRoute'))
const MenuRoute = lazy(() => import('./routes/MenuRoute'))
const ReportRoute = lazy(() => import('./routes/ReportRoute'))
const AiOptimizationsRoute = lazy(() => import('./routes/AiOptimizationsRoute'))
const NotificationsRoute = lazy(() => import('./routes/NotificationsRoute'))
const SettingsRoute = lazy(() => import('./routes/SettingsRoute'))

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginRoute />} />
      <Route
        path={paths.forgotPassword}
        element={
          <Suspense fallback={<LoadingScreen />}>
            <ForgotPasswordRoute />
          </Suspense>
        }
      />
      <Route element={<RequireClient />}>
        <Route element={<ShellLayout />}>
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          <Route path={paths.client} element={<DashboardRoute />} />
          <Route path={paths.socialAnalytics} element={<MenuRoute menu="social" />} />
          <Route path={paths.programmaticAnalytics} element={<MenuRoute menu="programmatic" />} />
          {channels.map((channel) => (
            <Route
              key={channel.path}
              path={channel.path}
              element={<ReportRoute key={channel.path} channel={channel} />}
            />
          ))}
          <Route path={paths.aiOptimizations} element={<AiOptimizationsRoute />} />
          <Route path={paths.notifications} element={<NotificationsRoute />} />
          <Route path={paths.settings} element={<SettingsRoute />} />
        </Route>
      </Route>
      <Route path={paths.root} element={<Navigate to={paths.dashboard} replace />} />
      <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
    </Routes>
  )
}
