import { useEffect } from 'react'

/** Names the browser tab after the page, so tabs, history and screen readers can tell pages apart. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Client Portal`
  }, [title])
}
