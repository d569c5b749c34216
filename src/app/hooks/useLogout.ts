import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import type { Notice } from '../../screens/Login'

export interface LoginLocationState {
  readonly notice?: Notice
}

/**
 * Logout (spec sections 4 and 8): the server call, the stored session cleared either way, and the
 * sign-in page showing 'Logged out successfully!' or 'An error occurred during logout.'.
 */
export function useLogout() {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  async function logout() {
    if (pending) return
    setPending(true)
    const agreed = await signOut()
    const notice: Notice = agreed
      ? { tone: 'success', text: messages.logoutSucceeded }
      : { tone: 'error', text: messages.logoutFailed }
    navigate(paths.login, { replace: true, state: { notice } satisfies LoginLocationState })
  }

  return { logout, pending }
}
