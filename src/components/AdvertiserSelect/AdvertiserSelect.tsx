import { useEffect, useId, useMemo, useState } from 'react'
import { foldForSearch, recentShown, searchableAbove } from '../../domain/advertiserSearch'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { Button } from '../Button'
import { StatusText } from '../LiveRegion'
import { Message } from '../Message'
import { TextField } from '../TextField'
import { useTryAgain } from '../TryAgain'
import { RecentAdvertisers } from './RecentAdvertisers'
import styles from './AdvertiserSelect.module.css'

export interface AdvertiserSelectProps {
  /** The names to offer: each once, in order. Idle counts as loading. */
  readonly names: Loadable<readonly string[]>
  /** The chosen name, or null for 'Choose Advertiser'. */
  readonly value: string | null
  readonly onChange: (name: string | null) => void
  /**
   * Says nothing when the list fails (the AI page only logs failures, spec section 8): only a
   * quiet 'Try again' shows, where the failure can be retried.
   */
  readonly quietFailure?: boolean
  readonly label?: string
  /** The names this user chose last, newest first: one click chooses one again. */
  readonly recent?: readonly string[]
  /** A word about the choice, such as a linked advertiser that is not available. */
  readonly notice?: string | null
}

/**
 * What a page passes through from its route to its dropdown, as one object: the list, the choice,
 * its change, the recently viewed names and the notice. The page adds only how it looks.
 */
export type AdvertiserSelectChoice = Pick<
  AdvertiserSelectProps,
  'names' | 'value' | 'onChange' | 'recent' | 'notice'
>

const noNames: readonly string[] = []

/** How long typing must pause before the count is announced: not once per keystroke. */
const announceAfterMs = 700

/**
 * The count, said to screen readers once typing pauses. (The count line itself is the search
 * field's description, read when the field is reached; announcing it live would speak on every
 * key.)
 */
function useSettledAnnouncement(text: string, active: boolean): string {
  const [said, setSaid] = useState('')
  useEffect(() => {
    const timer = window.setTimeout(() => setSaid(active ? text : ''), announceAfterMs)
    return () => window.clearTimeout(timer)
  }, [text, active])
  return said
}

/**
 * The advertiser dropdown of the dashboard, report and AI pages: a native select, 'Choose
 * Advertiser' first. Past ten advertisers, 'Find advertiser' narrows its options (case and accents
 * ignored, the current choice always kept) and 'Recently viewed' offers the last five chosen.
 * A list that failed to load offers 'Try again' when the failure says how (Loadable's `retry`).
 */
export function AdvertiserSelect({
  names,
  value,
  onChange,
  quietFailure = false,
  label = 'Advertiser',
  recent = noNames,
  notice = null,
}: AdvertiserSelectProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const loading = names.status === 'loading' || names.status === 'idle'
  const options = names.status === 'ready' ? names.data : noNames
  const selected = value !== null && options.includes(value) ? value : ''
  const searchable = options.length > searchableAbove

  // Built once per list: a keystroke then only picks which of them to show, which keeps it quick
  // at thousands of advertisers.
  const elements = useMemo(
    () =>
      options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      )),
    [options],
  )
  const folded = useMemo(() => options.map(foldForSearch), [options])
  const wanted = searchable ? foldForSearch(query.trim()) : ''
  const { shown, matching } = useMemo(() => {
    if (wanted === '') return { shown: elements, matching: elements.length }
    let matches = 0
    const kept = elements.filter((_, index) => {
      const match = folded[index]?.includes(wanted) ?? false
      if (match) matches++
      return match || options[index] === selected
    })
    return { shown: kept, matching: matches }
  }, [wanted, elements, folded, options, selected])
  const count = messages.advertiserMatches(matching, options.length)
  const announced = useSettledAnnouncement(count, searchable && query !== '')
  const { nextRef: selectRef, buttonRef, onTryAgain } = useTryAgain<HTMLSelectElement>(names)
  const tryAgain = onTryAgain && (
    <Button ref={buttonRef} variant={quietFailure ? 'ghost' : 'secondary'} onClick={onTryAgain}>
      Try again
    </Button>
  )

  return (
    <div className={styles.field}>
      {searchable && (
        <div className={styles.search}>
          <TextField
            label="Find advertiser"
            type="search"
            hint={count}
            value={query}
            autoComplete="off"
            spellCheck={false}
            aria-controls={id}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || query === '') return
              event.preventDefault()
              setQuery('')
            }}
          />
          <p className="visually-hidden" role="status">
            {announced}
          </p>
        </div>
      )}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className={styles.select}
        value={selected}
        disabled={loading}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{messages.chooseAdvertiserPrompt}</option>
        {shown}
      </select>
      <RecentAdvertisers
        names={recentShown(options, recent)}
        current={selected}
        onChoose={onChange}
      />
      {notice && <Message tone="info">{notice}</Message>}
      {loading && <StatusText className={styles.hint}>{messages.loadingAdvertisers}</StatusText>}
      {names.status === 'failed' &&
        (quietFailure ? (
          tryAgain && <div className={styles.quietRetry}>{tryAgain}</div>
        ) : (
          <div className={styles.failure}>
            <Message tone="error">{names.message}</Message>
            {tryAgain}
          </div>
        ))}
      {names.status === 'ready' && options.length === 0 && (
        <StatusText className={styles.hint}>{messages.noAdvertisers}</StatusText>
      )}
    </div>
  )
}
