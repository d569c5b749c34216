import { useEffect } from 'react'
import { useBrand } from '../../components/Brand'

/**
 * Names the browser tab after the page and the product (an agency's brand, or 'Client Portal'),
 * so tabs, history and screen readers can tell pages apart.
 */
export function usePageTitle(title: string) {
  const { name } = useBrand()
  useEffect(() => {
    document.title = `${title} · ${name}`
  }, [title, name])
}
