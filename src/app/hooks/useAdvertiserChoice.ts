import { useEffect, useMemo, useState } from 'react'
import { useNavigation, useRevalidator, useRouteLoaderData } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { usePortalNavigation } from '../../components/Link'
import {
  addressWithAdvertiser,
  choiceAt,
  keyOf,
  passedAdvertiser,
  storedOf,
} from '../../domain/advertiserChoice'
import { advertiserNames, findByName, type Advertiser } from '../../domain/advertisers'
import { dataOf, loading, mapLoadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { advertiserParam } from '../../domain/reportPaths'
import { writeStoredChoice } from '../../storage/storedChoice'
import { useRecentAdvertisers } from '../../storage/useRecentAdvertisers'
import { advertisersFreshMs } from '../advertiserList'
import { signedInRouteId, type SignedInData } from '../visit'
import { usePageRead } from './usePageRead'

interface AdvertiserChoice {
  readonly advertiser: Advertiser | undefined
  /** One object a screen passes straight through; names each once, sorted (spec sections 2, 3). */
  readonly advertiserSelect: AdvertiserSelectChoice
}

/**
 * The address (`?advertiser=`) is the one place the choice is read from, so another tab's later
 * choice leaves this tab as it is. src/domain/advertiserChoice has every rule.
 */
export function useAdvertiserChoice({ adoptsPassed = false } = {}): AdvertiserChoice {
  const { email } = useAuth()
  const { client, advertisers: read } = useRouteLoaderData(signedInRouteId) as SignedInData
  // Someone else signed in in another tab: the previous client's list is not shown meanwhile.
  const otherClient = client?.toLowerCase() !== email?.toLowerCase()
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (otherClient) void revalidate()
  }, [otherClient, revalidate])
  const advertisers = usePageRead(otherClient ? loading : read, { freshForMs: advertisersFreshMs })
  const list = dataOf(advertisers)
  const recent = useRecentAdvertisers(email)
  const { pathname, search: current, state, go } = usePortalNavigation()
  // While a pick runs its route's loader (AI Optimizations), the dropdown never flicks back.
  const pending = useNavigation().location
  const search = pending?.pathname === pathname ? pending.search : current
  const address = new URLSearchParams(search).get(advertiserParam)
  const passed = adoptsPassed ? passedAdvertiser(state) : null
  const { chosen, unavailable } = list
    ? choiceAt(list, address, passed)
    : { chosen: null, unavailable: false }

  const linked = address !== null && chosen ? chosen : null
  useEffect(() => {
    if (linked) writeStoredChoice(storedOf(linked))
  }, [linked])

  // Taken out of the address, so Copy link and a reload do not carry it; said until a pick.
  const [unknownSaid, setUnknownSaid] = useState(false)
  if (unavailable && !unknownSaid) setUnknownSaid(true)
  const without = pathname + addressWithAdvertiser(search, null)
  useEffect(() => {
    if (unavailable) go(without, { replace: true })
  }, [unavailable, without, go])

  function pick(name: string | null) {
    if (!list) return
    const picked = findByName(list, name) ?? null
    writeStoredChoice(storedOf(picked))
    if (picked) recent.remember(picked.name)
    setUnknownSaid(false)
    go(pathname + addressWithAdvertiser(search, keyOf(picked)), { replace: true, flushSync: true })
  }

  const names = useMemo(() => mapLoadable(advertisers, advertiserNames), [advertisers])
  const advertiserSelect: AdvertiserSelectChoice = {
    names,
    value: chosen?.name ?? null,
    onChange: pick,
    recent: recent.names,
    notice:
      unavailable || (unknownSaid && address === null) ? messages.advertiserUnavailable : null,
  }
  return { advertiser: chosen ?? undefined, advertiserSelect }
}
