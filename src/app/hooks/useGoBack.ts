import { useLocation, useNavigate } from 'react-router-dom'

/**
 * Previous Page: one step back in history. When the page was opened directly (nothing to go
 * back to inside the portal), it goes to `fallback` instead of leaving the portal.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate()
  const { key } = useLocation()
  return () => {
    if (key === 'default') navigate(fallback)
    else navigate(-1)
  }
}
