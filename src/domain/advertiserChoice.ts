import {
  advertiserKey,
  findByKey,
  findByName,
  restoreSelection,
  type Advertiser,
} from './advertisers'
import { advertiserParam, viewParam } from './reportPaths'
import { isRecord } from './values'

/**
 * The advertiser chosen on a page with the dropdown (the dashboard, the report pages, AI
 * Optimizations), every rule in one place. The page's address (`?advertiser=<id>`) says which
 * advertiser it shows; the stored choice (spec section 3, shared app-wide) is the memory between
 * pages, visits and tabs, read when the address names none.
 */

/** The choice as kept in the browser: the spec's selectedAdvertiserName and selectedAdvertiserId. */
export interface StoredChoice {
  readonly name: string | null
  readonly id: string | null
}

/** What the page is to do after an event; the hook carries out each event's writes once. */
export interface ChoiceWrites {
  /** The address's advertiser, written in place (null removes it); `closeView` also drops `view`. */
  readonly address?: { readonly advertiser: string | null; readonly closeView: boolean }
  /** The stored choice to keep (cleared with nulls). */
  readonly store?: StoredChoice
  /** A name the user chose (a pick or a link): it goes to the front of Recently viewed. */
  readonly remember?: string
}

export interface ChoiceState {
  /** The user's advertisers, once loaded: nothing is chosen before. */
  readonly list: readonly Advertiser[] | null
  /** The address's advertiser as last read or written: another one is a new arrival. */
  readonly address: string | null
  /** The stored choice as last read or written. */
  readonly stored: StoredChoice
  /** An advertiser passed in navigation state (Truth Social and Rumble), adopted once. */
  readonly passed: string | null
  readonly chosen: Advertiser | null
  /** The address named an advertiser this user does not have: said until the next choice. */
  readonly unavailable: boolean
  /** Counts events that ask for writes, so each event's writes are carried out once. */
  readonly step: number
  readonly writes: ChoiceWrites
}

export type ChoiceEvent =
  /** The advertisers arrived: the address (or the stored choice) is read against them. */
  | { readonly type: 'loaded'; readonly list: readonly Advertiser[] }
  /** The address changed: Back, Forward, a link, or the portal's own write coming back. */
  | { readonly type: 'address'; readonly advertiser: string | null }
  /** The user chose in the dropdown or Recently viewed (null: 'Choose Advertiser'). */
  | { readonly type: 'picked'; readonly name: string | null }
  /** Another tab changed the stored choice. */
  | { readonly type: 'stored'; readonly stored: StoredChoice }

export function initialChoice({
  address,
  stored,
  passed = null,
}: {
  readonly address: string | null
  readonly stored: StoredChoice
  readonly passed?: string | null
}): ChoiceState {
  return {
    list: null,
    address,
    stored,
    passed,
    chosen: null,
    unavailable: false,
    step: 0,
    writes: {},
  }
}

const keyOf = (advertiser: Advertiser | null) => (advertiser ? advertiserKey(advertiser) : null)

const storedOf = (advertiser: Advertiser | null): StoredChoice => ({
  name: advertiser?.name ?? null,
  id: advertiser?.id ?? null,
})

const sameStored = (a: StoredChoice, b: StoredChoice) => a.name === b.name && a.id === b.id

/** `state` with `chosen`, and the writes that bring the address and storage in step with it. */
function choose(
  state: ChoiceState,
  chosen: Advertiser | null,
  // `store`: keep `chosen` as the stored choice (null clears it); false leaves storage as it is.
  { unavailable = false, closeView = false, remember = false, store = true } = {},
): ChoiceState {
  const advertiser = keyOf(chosen)
  const stored = store ? storedOf(chosen) : state.stored
  const writes: ChoiceWrites = {
    ...(advertiser !== state.address && { address: { advertiser, closeView } }),
    ...(!sameStored(stored, state.stored) && { store: stored }),
    ...(remember && chosen && { remember: chosen.name }),
  }
  return {
    ...state,
    chosen,
    unavailable,
    address: advertiser,
    stored,
    step: state.step + 1,
    writes,
  }
}

/**
 * What a page shows on arrival at an address, once the list is here. The address wins: an
 * advertiser of the user's is chosen as if picked (the name decides, so a link to the second of
 * two records sharing a name chooses the first, and the address then says so). One the user does
 * not have leaves the stored choice, says so, and never opens a report. No advertiser in the
 * address: the stored choice (by name, else id; found by id, its name is stored too), else one
 * passed in navigation state.
 */
function arrive(state: ChoiceState, list: readonly Advertiser[]): ChoiceState {
  const at = { ...state, list }
  if (state.address !== null) {
    const linked = findByKey(list, state.address)
    if (linked) return choose(at, findByName(list, linked.name) ?? linked, { remember: true })
    return choose(at, restoreSelection(list, state.stored) ?? null, {
      unavailable: true,
      closeView: true,
      store: false,
    })
  }
  const restored = restoreSelection(list, state.stored)
  if (restored) return choose(at, restored)
  const passed = findByName(list, state.passed)
  if (passed) return choose(at, passed, { remember: true })
  return choose(at, null, { store: false })
}

export function advertiserChoiceReducer(state: ChoiceState, event: ChoiceEvent): ChoiceState {
  switch (event.type) {
    case 'loaded':
      return arrive({ ...state, passed: state.list ? null : state.passed }, event.list)
    case 'address':
      // The portal's own write, back from the router: nothing new.
      if (event.advertiser === state.address) return state
      if (!state.list) return { ...state, address: event.advertiser }
      return arrive({ ...state, address: event.advertiser, passed: null }, state.list)
    case 'picked': {
      if (!state.list) return state
      // 'Choose Advertiser' (or a name no longer listed) clears the choice, stored one included.
      const picked = findByName(state.list, event.name) ?? null
      return choose(state, picked, { remember: picked !== null })
    }
    case 'stored': {
      const at = { ...state, stored: event.stored }
      if (!state.list) return at
      const restored = restoreSelection(state.list, event.stored) ?? null
      if (keyOf(restored) === keyOf(state.chosen)) return at
      // Another advertiser chosen elsewhere: this page follows, and an open report closes (spec
      // sections 2 and 4: changing the advertiser resets the view).
      return choose(at, restored, { closeView: true, store: false })
    }
  }
}

/** True once the list is here and the address says what is chosen: the page may act on it. */
export function isSettled(state: ChoiceState, addressNow: string | null): boolean {
  return state.list !== null && state.address === addressNow
}

/** The query `search` with the advertiser written in (and, on `closeView`, the report view out). */
export function addressWithAdvertiser(
  search: string,
  { advertiser, closeView }: NonNullable<ChoiceWrites['address']>,
): string {
  const query = new URLSearchParams(search)
  if (advertiser === null) query.delete(advertiserParam)
  else query.set(advertiserParam, advertiser)
  if (closeView) query.delete(viewParam)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** An advertiser name passed in navigation state, as Truth Social and Rumble accept. */
export function passedAdvertiser(state: unknown): string | null {
  const advertiser = isRecord(state) ? state.advertiser : null
  return typeof advertiser === 'string' && advertiser.trim() !== '' ? advertiser.trim() : null
}
