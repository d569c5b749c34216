import { useMemo } from 'react'
import { useApi } from '../../api/ApiContext'
import { listAdvertisers } from '../../api/advertisers'
import { useRequest, type FailureTexts } from '../../api/useRequest'
import { useAuth } from '../../auth/AuthContext'
import { advertiserNames, type Advertiser } from '../../domain/advertisers'
import { dataOf, mapLoadable, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import {
  useSelectedAdvertiser,
  type SelectedAdvertiser,
} from '../../selection/useSelectedAdvertiser'

/** Report screens say 'Failed to load advertisers.' for any failure, never the server's text. */
export const advertisersFailure: FailureTexts = {
  what: 'Loading advertisers',
  fallback: messages.advertisersFailed,
  network: messages.advertisersFailed,
  serverText: false,
}

/** The signed-in client's advertisers (GET /api/advertisers?email=), aborted when the page is left. */
export function useAdvertisers(): Loadable<Advertiser[]> {
  const api = useApi()
  const { email } = useAuth()
  return useRequest(
    email ? `advertisers:${email}` : null,
    (signal) => listAdvertisers(api, email ?? '', signal),
    advertisersFailure,
  )
}

interface AdvertiserChoice {
  /** What the dropdown lists: each name once, sorted (spec sections 2 and 3). */
  readonly names: Loadable<readonly string[]>
  /** The records, once loaded. */
  readonly list: readonly Advertiser[] | null
  readonly selection: SelectedAdvertiser
  /** The dropdown's change: chooses the record with that name, or clears the choice. */
  readonly selectByName: (name: string | null) => void
}

/** The advertiser dropdown of the dashboard, report and AI pages: the list and the shared choice. */
export function useAdvertiserChoice(): AdvertiserChoice {
  const advertisers = useAdvertisers()
  const selection = useSelectedAdvertiser()
  const names = useMemo(() => mapLoadable(advertisers, advertiserNames), [advertisers])
  const list = dataOf(advertisers)
  return { names, list, selection, selectByName: (name) => selection.selectByName(list, name) }
}
