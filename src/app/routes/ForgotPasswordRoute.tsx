import { useNavigate } from 'react-router-dom'
import { paths } from '../../domain/paths'
import { ForgotPasswordScreen } from '../../screens/ForgotPassword'
import { useForgotPassword } from '../hooks/useForgotPassword'
import { usePageTitle } from '../hooks/usePageTitle'

/** /forgot-password: open to everyone, signed in or not. */
export default function ForgotPasswordRoute() {
  const navigate = useNavigate()
  const forgot = useForgotPassword()
  usePageTitle('Forgot Password')
  return (
    <ForgotPasswordScreen
      submission={forgot.state}
      onSubmit={(email) => void forgot.submit(email)}
      onBackToLogin={() => navigate(paths.login)}
    />
  )
}
