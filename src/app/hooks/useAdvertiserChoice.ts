import { useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useAdvertisers } from '../../api/useAdvertisers'
import { useAuth } from '../../auth/AuthContext'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { usePortalNavigation } from '../../components/Link'
import {
  addressWithAdvertiser,
  choiceAt,
  keyOf,
  passedAdvertiser,
  storedOf,
  type Start,
} from '../../domain/advertiserChoice'
import { advertiserNames, findByName, type Advertiser } from '../../domain/advertisers'
import { dataOf, mapLoadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { advertiserParam } from '../../domain/reportPaths'
import { readStoredChoice, writeStoredChoice } from '../../storage/storedChoice'
import { useRecentAdvertisers } from '../../storage/useRecentAdvertisers'

interface AdvertiserChoice {
  /** The records, once loaded. */
  readonly list: readonly Advertiser[] | null
  /** The chosen record (src/domain/advertiserChoice has every rule). */
  readonly advertiser: Advertiser | undefined
  /** True once the list is here: the choice is known, and a page may act on it. */
  readonly settled: boolean
  /**
   * What the dropdown needs, as one object a screen passes straight through: the names (each
   * once, sorted, spec sections 2 and 3), the chosen name, the change, recently viewed (newest
   * first) and what to say about the choice (a linked advertiser that is not the user's).
   */
  readonly advertiserSelect: AdvertiserSelectChoice
}

/**
 * The advertiser dropdown of the dashboard, report and AI pages. The page's address names the
 * choice (`?advertiser=`), and is the one place it is read from; a page opened without one starts
 * with the stored choice as it was when the page opened (another tab's later choice leaves this
 * page as it is), or, on Truth Social and Rumble (`adoptsPassed`), an advertiser passed in
 * navigation state. A pick writes the address, the stored choice and recently viewed, there and
 * then (src/domain/advertiserChoice has every rule).
 */
export function useAdvertiserChoice({ adoptsPassed = false } = {}): AdvertiserChoice {
  const { email } = useAuth()
  const advertisers = useAdvertisers(email)
  const list = dataOf(advertisers)
  const recent = useRecentAdvertisers(email)
  const { pathname, search, go } = usePortalNavigation()
  const location = useLocation()
  const address = new URLSearchParams(search).get(advertiserParam)

  // Read as each address opens (a move, Back, a pick), never while it shows.
  const startOf = (): Start & { readonly at: string } => ({
    at: location.key,
    stored: readStoredChoice(),
    passed: adoptsPassed ? passedAdvertiser(location.state) : null,
  })
  const [start, setStart] = useState(startOf)
  if (start.at !== location.key) setStart(startOf())

  const { chosen, unavailable } = list
    ? choiceAt(list, address, start)
    : { chosen: null, unavailable: false }

  function pick(name: string | null) {
    if (!list) return
    // 'Choose Advertiser' (or a name no longer listed) clears the choice, stored one included.
    const picked = findByName(list, name) ?? null
    writeStoredChoice(storedOf(picked))
    if (picked) recent.remember(picked.name)
    go(pathname + addressWithAdvertiser(search, keyOf(picked)), { replace: true, flushSync: true })
  }

  const names = useMemo(() => mapLoadable(advertisers, advertiserNames), [advertisers])
  const advertiserSelect: AdvertiserSelectChoice = {
    names,
    value: chosen?.name ?? null,
    onChange: pick,
    recent: recent.names,
    notice: unavailable ? messages.advertiserUnavailable : null,
  }
  return { list, advertiser: chosen ?? undefined, settled: list !== null, advertiserSelect }
}
