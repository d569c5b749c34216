import { usePortalNavigation } from '../../components/Link'
import { useHydrated } from '../../components/useHydrated'
import { usePage } from '../../components/usePage'
import { paths } from '../../domain/paths'
import { safeReturnPath, withNext } from '../../domain/returnPath'
import { ForgotPasswordScreen } from '../../screens/ForgotPassword'
import { useWrite } from '../hooks/useWrite'

/** Open to everyone, signed in or not. */
export default function ForgotPasswordRoute() {
  const { search, go } = usePortalNavigation()
  const next = safeReturnPath(new URLSearchParams(search).get('next'))
  const forgot = useWrite<void>()
  // The prerendered page is marked busy until React has taken it over (docs/decisions.md).
  const hydrated = useHydrated()
  usePage('Forgot Password')
  return (
    <ForgotPasswordScreen
      submission={forgot.state}
      slow={forgot.slow}
      starting={!hydrated}
      onSubmit={(email) => forgot.submit({ email })}
      onBackToLogin={() => go(withNext(paths.login, next))}
    />
  )
}
