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
  /** The chosen record, once the list is here (src/domain/advertiserChoice has every rule). */
  readonly advertiser: Advertiser | undefined
  /**
   * What the dropdown needs, as one object a screen passes straight through: the names (each
   * once, sorted, spec sections 2 and 3), the chosen name, the change, recently viewed (newest
   * first) and what to say about the choice (a linked advertiser that is not the user's).
   */
  readonly advertiserSelect: AdvertiserSelectChoice
}

/**
 * The advertiser dropdown of the dashboard, report and AI pages. The page's address names the
 * choice (`?advertiser=`), and is the one place it is read from: the route loader named the stored
 * choice there as the visit began, and every link carries it on (another tab's later choice
 * leaves this tab as it is); on Truth Social and Rumble (`adoptsPassed`), an advertiser passed in
 * navigation state is chosen when the address names none. A pick writes the address, the stored
 * choice and recently viewed, there and then; an address naming one of the user's is remembered
 * once the list says so, whenever it does (Try again included); one naming an advertiser that is
 * not the user's is said and taken out of the address, so Copy link and a reload do not carry it
 * (src/domain/advertiserChoice has every rule).
 */
export function useAdvertiserChoice({ adoptsPassed = false } = {}): AdvertiserChoice {
  const { email } = useAuth()
  const { client, advertisers: read } = useRouteLoaderData(signedInRouteId) as SignedInData
  // Someone else signed in in another tab: their list is asked for (the route's loader runs
  // again), and the previous client's is not shown meanwhile.
  const otherClient = client?.toLowerCase() !== email?.toLowerCase()
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (otherClient) void revalidate()
  }, [otherClient, revalidate])
  const advertisers = usePageRead(otherClient ? loading : read, { freshForMs: advertisersFreshMs })
  const list = dataOf(advertisers)
  const recent = useRecentAdvertisers(email)
  const { pathname, search: current, state, go } = usePortalNavigation()
  // While a move on this page runs its route's loader (a pick on AI Optimizations), the address
  // it opens is the one shown: the dropdown never flicks back to the choice it leaves.
  const pending = useNavigation().location
  const search = pending?.pathname === pathname ? pending.search : current
  const address = new URLSearchParams(search).get(advertiserParam)
  const passed = adoptsPassed ? passedAdvertiser(state) : null
  const { chosen, unavailable } = list
    ? choiceAt(list, address, passed)
    : { chosen: null, unavailable: false }

  // The advertiser a link named, remembered for the next visit once the list holds it.
  const linked = address !== null && chosen ? chosen : null
  useEffect(() => {
    if (linked) writeStoredChoice(storedOf(linked))
  }, [linked])

  // Said, and taken out of the address: the notice stays until the client picks.
  const [unknownSaid, setUnknownSaid] = useState(false)
  if (unavailable && !unknownSaid) setUnknownSaid(true)
  const without = pathname + addressWithAdvertiser(search, null)
  useEffect(() => {
    if (unavailable) go(without, { replace: true })
  }, [unavailable, without, go])

  function pick(name: string | null) {
    if (!list) return
    // 'Choose Advertiser' (or a name no longer listed) clears the choice, stored one included.
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
