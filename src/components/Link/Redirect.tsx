import { useEffect } from 'react'
import { useNavigation } from './navigation'

/** Goes on to `to` at once, in place of this entry (a guard's way on). */
export function Redirect({ to }: { readonly to: string }) {
  const { go } = useNavigation()
  useEffect(() => go(to, { replace: true }), [go, to])
  return null
}
