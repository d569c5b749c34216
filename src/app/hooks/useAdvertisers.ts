import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useAuth } from '../../auth/AuthContext'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { usePortalNavigation } from '../../components/Link'
import {
  addressWithAdvertiser,
  advertiserChoiceReducer,
  initialChoice,
  isSettled,
  passedAdvertiser,
  type StoredChoice,
} from '../../domain/advertiserChoice'
import { advertiserNames, type Advertiser } from '../../domain/advertisers'
import { dataOf, loading, mapLoadable, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { advertiserParam } from '../../domain/reportPaths'
import { readStored, subscribeToOtherTabs, writeStored } from '../../storage/browserStorage'
import { useAdvertiserList } from './useAdvertiserList'
import { useRecentAdvertisers } from './useRecentAdvertisers'

/**
 * The signed-in client's advertisers, from the visit's list (app/advertiserList.ts): asked for
 * once, by the route loader or the first page that needs it, and again when the tab comes back
 * after a while.
 */
export function useAdvertisers(): Loadable<Advertiser[]> {
  const list = useAdvertiserList()
  const { email } = useAuth()
  const state = useSyncExternalStore(list.subscribe, () => list.read(email))
  useEffect(() => {
    if (email) list.load(email)
  }, [list, email])
  useEffect(() => {
    if (!email) return
    const onVisible = () => {
      if (document.visibilityState === 'visible') list.refreshIfStale(email)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [list, email])
  return email && state.status === 'idle' ? loading : state
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
  const navigation = usePortalNavigation()
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
