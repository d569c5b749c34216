import { useCallback, useEffect, useMemo } from 'react'
import { useApi } from '../../api/ApiContext'
import { listAdvertisers } from '../../api/advertisers'
import { useRequest, type FailureTexts } from '../../api/useRequest'
import { useAuth } from '../../auth/AuthContext'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import {
  advertiserNames,
  findByName,
  restoreSelection,
  type Advertiser,
} from '../../domain/advertisers'
import { dataOf, mapLoadable, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { useRecentAdvertisers } from '../../selection/recentAdvertisers'
import { useSelectedAdvertiser } from '../../selection/useSelectedAdvertiser'
import { useAdvertiserAddress } from './useAdvertiserAddress'

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
  /** The records, once loaded. */
  readonly list: readonly Advertiser[] | null
  /** The chosen record, found by the stored name, else the stored id (spec section 4). */
  readonly advertiser: Advertiser | undefined
  /**
   * What the dropdown needs, as one object a screen passes straight through: the names (each
   * once, sorted, spec sections 2 and 3), the chosen name, the change (chooses the record with
   * that name, or clears the choice), recently viewed (newest first) and what to say about the
   * choice (a linked advertiser that is not the user's), if anything.
   */
  readonly advertiserSelect: AdvertiserSelectChoice
}

/**
 * The advertiser dropdown of the dashboard, report and AI pages: the list, the app-wide choice
 * kept in step with the address (`?advertiser=`), and the recently viewed ones. Truth Social and
 * Rumble also adopt an advertiser passed in navigation state (`adoptsPassed`).
 */
export function useAdvertiserChoice({ adoptsPassed = false } = {}): AdvertiserChoice {
  const { email } = useAuth()
  const advertisers = useAdvertisers()
  const { name, id, select, storeName } = useSelectedAdvertiser()
  const recent = useRecentAdvertisers(email)
  const names = useMemo(() => mapLoadable(advertisers, advertiserNames), [advertisers])
  const list = dataOf(advertisers)
  const advertiser = list ? restoreSelection(list, { name, id }) : undefined

  const { remember } = recent
  const choose = useCallback(
    (chosen: Advertiser) => {
      select(chosen)
      remember(chosen.name)
    },
    [select, remember],
  )
  const notice = useAdvertiserAddress({
    list,
    chosen: advertiser ?? null,
    choose,
    adoptsPassed,
  })

  // Restored from the stored id alone: store its name too, so every page sees the same choice.
  useEffect(() => {
    if (advertiser && advertiser.name !== name) storeName(advertiser)
  }, [advertiser, name, storeName])

  const selectByName = (chosen: string | null) => {
    const found = list && findByName(list, chosen)
    if (found) choose(found)
    else select(null)
  }
  const advertiserSelect: AdvertiserSelectChoice = {
    names,
    value: advertiser?.name ?? null,
    onChange: selectByName,
    recent: recent.names,
    notice,
  }
  return { list, advertiser, advertiserSelect }
}
