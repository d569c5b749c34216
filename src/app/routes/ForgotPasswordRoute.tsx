import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '../../domain/paths'
import { safeReturnPath, withNext } from '../../domain/returnPath'
import { ForgotPasswordScreen } from '../../screens/ForgotPassword'
import { useForgotPassword } from '../hooks/useForgotPassword'
import { usePageTitle } from '../hooks/usePageTitle'

/**
 * /forgot-password: open to everyone, signed in or not. Back to Login keeps the page sign-in
 * was to return to (`?next=`).
 */
export default function ForgotPasswordRoute() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = safeReturnPath(params.get('next'))
  const forgot = useForgotPassword()
  usePageTitle('Forgot Password')
  return (
    <ForgotPasswordScreen
      submission={forgot.state}
      onSubmit={(email) => void forgot.submit(email)}
      onBackToLogin={() => navigate(withNext(paths.login, next))}
    />
  )
}
