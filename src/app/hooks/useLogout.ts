import { useAuth } from '../../auth/AuthContext'

/**
 * Logout (spec sections 4 and 8): the server call, then the stored session cleared either way.
 * The route guard then takes the user to /login, which says how it went (see LoginRoute).
 */
export function useLogout() {
  const { signOut, isSigningOut } = useAuth()
  return { logout: () => void signOut(), pending: isSigningOut }
}
