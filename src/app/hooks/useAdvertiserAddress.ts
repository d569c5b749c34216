import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { advertiserKey, findByKey, findByName, type Advertiser } from '../../domain/advertisers'
import { messages } from '../../domain/messages'
import { isRecord } from '../../domain/values'
import { isOwnWrite, noteOf, useReplaceQuery } from './useReplaceQuery'

/** The address parameter that names the chosen advertiser. */
const advertiserParam = 'advertiser'
/** The report view's parameter (see useReportAddress): a change of choice resets the view. */
const viewParam = 'view'

/** An advertiser name passed in navigation state, as Truth Social and Rumble accept. */
function passedAdvertiser(state: unknown): string | null {
  const advertiser = isRecord(state) ? state.advertiser : null
  return typeof advertiser === 'string' && advertiser.trim() !== '' ? advertiser.trim() : null
}

/** The key the choice has once `advertiser` is chosen: the first record of its name. */
function chosenKeyOf(list: readonly Advertiser[], advertiser: Advertiser): string {
  return advertiserKey(findByName(list, advertiser.name) ?? advertiser)
}

/** Noted on the entry when the address named an advertiser the user does not have. */
interface Refused {
  /** The choice that stood then ('' for none): the notice stands while it does. */
  readonly refusedWhile: string
}

function refusedWhile(note: unknown): string | null {
  return isRecord(note) && typeof note.refusedWhile === 'string' ? note.refusedWhile : null
}

interface AdvertiserAddress {
  /** The list, once loaded. */
  readonly list: readonly Advertiser[] | null
  /** The advertiser chosen now (null for none). */
  readonly chosen: Advertiser | null
  /** Chooses an advertiser as the user would. */
  readonly choose: (advertiser: Advertiser) => void
  /** Truth Social and Rumble: adopt an advertiser passed in navigation state when none is chosen. */
  readonly adoptsPassed: boolean
}

/**
 * Keeps `?advertiser=<id>` and the app-wide choice in step on the pages with the dropdown. On an
 * arrival (a pasted link, a reload, Back), once the list is loaded, the address chooses: an id
 * of the user's is chosen as if picked; any other leaves the choice as it was, and the page says
 * so. From then on the choice writes the address, in place. The portal's own rewrites are marked,
 * so they are never taken for an arrival. Returns the notice to show, if any.
 */
export function useAdvertiserAddress({
  list,
  chosen,
  choose,
  adoptsPassed,
}: AdvertiserAddress): string | null {
  const location = useLocation()
  const replaceQuery = useReplaceQuery()
  const param = new URLSearchParams(location.search).get(advertiserParam)
  const chosenKey = chosen ? advertiserKey(chosen) : null
  const considered = useRef<string | null>(null)
  /** The key just chosen from the address or navigation state, until the choice has landed. */
  const adopting = useRef<string | null>(null)
  /** The key this entry's own address or state chose: the address then stands for that choice. */
  const arrivedOn = useRef<string | null>(null)

  useEffect(() => {
    if (!list) return
    if (considered.current !== location.key) {
      considered.current = location.key
      adopting.current = null
      arrivedOn.current = null
      const adopted = isOwnWrite(location) ? undefined : arrivalChoice()
      if (adopted === 'refused') {
        const note: Refused = { refusedWhile: chosenKey ?? '' }
        return replaceQuery({ [advertiserParam]: chosenKey }, note)
      }
      // The choice is by name (spec section 3): a link to the second of two records that share a
      // name chooses that name, which is the first record's, and the address then says so.
      const landsOn = adopted ? chosenKeyOf(list, adopted) : null
      arrivedOn.current = landsOn
      if (adopted && landsOn !== chosenKey) {
        adopting.current = landsOn
        choose(adopted)
      }
    }
    // Until a choice made on arrival has landed, `chosenKey` is still the old one.
    if (adopting.current !== null) {
      if (adopting.current !== chosenKey) return
      adopting.current = null
    }
    if (param === chosenKey) return
    // Another advertiser chosen (in another tab, say) while a report is open: the report view
    // resets (spec sections 2 and 4), so the address no longer asks for it. An address that only
    // lacked the parameter, or whose own choice lands on another record's key, keeps its view.
    const changed = param !== null && (chosenKey === null || chosenKey !== arrivedOn.current)
    replaceQuery({ [advertiserParam]: chosenKey, ...(changed ? { [viewParam]: null } : {}) })

    /** What an arrival chooses: the advertiser its address names, or the one passed to it. */
    function arrivalChoice(): Advertiser | 'refused' | undefined {
      if (!list) return undefined
      if (param !== null) return findByKey(list, param) ?? 'refused'
      return adoptsPassed && !chosen
        ? findByName(list, passedAdvertiser(location.state))
        : undefined
    }
  }, [list, location, param, chosen, chosenKey, choose, adoptsPassed, replaceQuery])

  const refused = refusedWhile(noteOf(location))
  return refused !== null && refused === (chosenKey ?? '') ? messages.advertiserUnavailable : null
}
