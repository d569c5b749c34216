import { useNavigate } from 'react-router-dom'
import { paths } from '../../domain/paths'
import { ForgotPasswordScreen } from '../../screens/ForgotPassword'
import { useForgotPassword } from '../hooks/useForgotPassword'

/** /forgot-password: open to everyone, signed in or not. */
export default function ForgotPasswordRoute() {
  const navigate = useNavigate()
  const forgot = useForgotPassword()
  return (
    <ForgotPasswordScreen
      status={forgot.status}
      result={forgot.result}
      onSubmit={(email) => void forgot.submit(email)}
      onBackToLogin={() => navigate(paths.login)}
    />
  )
}
