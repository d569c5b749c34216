import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useApi } from '../../api/ApiContext'
import { listAdvertisers } from '../../api/advertisers'
import { useRequest, type FailureTexts } from '../../api/useRequest'
import { useAuth } from '../../auth/AuthContext'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { useNavigation } from '../../components/Link'
import {
  addressWithAdvertiser,
  advertiserChoiceReducer,
  initialChoice,
  isSettled,
  passedAdvertiser,
  type StoredChoice,
} from '../../domain/advertiserChoice'
import { advertiserNames, type Advertiser } from '../../domain/advertisers'
import { dataOf, mapLoadable, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { advertiserParam } from '../../domain/reportPaths'
import { readStored, subscribeToOtherTabs, writeStored } from '../../storage/browserStorage'
import { useRecentAdvertisers } from './useRecentAdvertisers'

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
  /** The chosen record (src/domain/advertiserChoice has every rule). */
  readonly advertiser: Advertiser | undefined
  /** True once the list is here and the address names the choice: a page may act on it. */
  readonly settled: boolean
  /**
   * What the dropdown needs, as one object a screen passes straight through: the names (each
   * once, sorted, spec sections 2 and 3), the chosen name, the change, recently viewed (newest
   * first) and what to say about the choice (a linked advertiser that is not the user's).
   */
  readonly advertiserSelect: AdvertiserSelectChoice
}

const readChoice = (): StoredChoice => ({
  name: readStored('advertiserName'),
  id: readStored('advertiserId'),
})

/**
 * The advertiser dropdown of the dashboard, report and AI pages: the list and the choice, which
 * the page's address names (`?advertiser=`) and the stored choice remembers between pages, visits
 * and tabs (src/domain/advertiserChoice). Truth Social and Rumble also adopt an advertiser passed
 * in navigation state (`adoptsPassed`).
 */
export function useAdvertiserChoice({ adoptsPassed = false } = {}): AdvertiserChoice {
  const { email } = useAuth()
  const advertisers = useAdvertisers()
  const list = dataOf(advertisers)
  const recent = useRecentAdvertisers(email)
  const navigation = useNavigation()
  const address = new URLSearchParams(navigation.search).get(advertiserParam)
  const [choice, dispatch] = useReducer(advertiserChoiceReducer, null, () =>
    initialChoice({
      address,
      stored: readChoice(),
      passed: adoptsPassed ? passedAdvertiser(navigation.state) : null,
    }),
  )

  // The list's arrival and a change of address are taken in as they render (React's way of
  // adjusting state to a change), so no frame ever shows the list without its choice.
  if (list && choice.list !== list) dispatch({ type: 'loaded', list })
  const [addressSeen, setAddressSeen] = useState(address)
  if (address !== addressSeen) {
    setAddressSeen(address)
    dispatch({ type: 'address', advertiser: address })
  }
  useEffect(
    () =>
      subscribeToOtherTabs((key) => {
        if (key === null || key === 'advertiserName' || key === 'advertiserId') {
          dispatch({ type: 'stored', stored: readChoice() })
        }
      }),
    [],
  )

  // Each event's writes, once: the address in place, the stored choice, recently viewed.
  const done = useRef(0)
  const { remember } = recent
  useEffect(() => {
    if (choice.step === done.current) return
    done.current = choice.step
    const { address: written, store, remember: name } = choice.writes
    if (store) writeStored({ advertiserName: store.name, advertiserId: store.id })
    if (name) remember(name)
    if (written) {
      const search = addressWithAdvertiser(navigation.search, written)
      navigation.go(navigation.pathname + search, { replace: true })
    }
  }, [choice, navigation, remember])

  const names = useMemo(() => mapLoadable(advertisers, advertiserNames), [advertisers])
  const advertiserSelect: AdvertiserSelectChoice = {
    names,
    value: choice.chosen?.name ?? null,
    onChange: (name) => dispatch({ type: 'picked', name }),
    recent: recent.names,
    notice: choice.unavailable ? messages.advertiserUnavailable : null,
  }
  return {
    list,
    advertiser: choice.chosen ?? undefined,
    settled: isSettled(choice, address),
    advertiserSelect,
  }
}
