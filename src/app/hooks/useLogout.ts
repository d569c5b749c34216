import { useState } from 'react'
import { useAuth } from '../../auth/AuthContext'

/**
 * Logout (spec sections 4 and 8): the server call, then the stored session cleared either way.
 * The route guard then takes the user to /login, which says how it went (see LoginRoute).
 */
export function useLogout() {
  const { signOut } = useAuth()
  const [pending, setPending] = useState(false)

  async function logout() {
    if (pending) return
    setPending(true)
    await signOut()
  }

  return { logout, pending }
}
