import { useEffect } from 'react'
import { useBrand } from '../../components/Brand'
import { pageTitle } from '../../domain/brand'

/**
 * Names the browser tab after the page and the product (an agency's brand, or 'Client Portal'),
 * so tabs, history and screen readers can tell pages apart.
 */
export function usePageTitle(title: string) {
  const { name } = useBrand()
  useEffect(() => {
    document.title = pageTitle(title, name)
  }, [title, name])
}
