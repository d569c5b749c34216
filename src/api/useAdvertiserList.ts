import { createContext, use } from 'react'
import type { AdvertiserList } from './advertiserList'

const AdvertiserListContext = createContext<AdvertiserList | null>(null)

/** Gives the pages the visit's advertiser list (App; each route story's app its own). */
export const AdvertiserListProvider = AdvertiserListContext

export function useAdvertiserList(): AdvertiserList {
  const list = use(AdvertiserListContext)
  if (!list) throw new Error('The advertiser list needs an <AdvertiserListProvider> above it')
  return list
}
