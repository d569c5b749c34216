import { useDeferredValue, useId, useMemo, useState } from 'react'
import { Button } from '../../components/Button'
import { TextField } from '../../components/TextField'
import { foldForSearch, searchableAbove } from '../../domain/advertiserSearch'
import { messages } from '../../domain/messages'
import styles from './SettingsScreen.module.css'

/**
 * The advertisers assigned to a client, after the profile and Edit Password (issue 45): a few
 * are listed in full; past ten, the first ten, 'Show all' for the rest, and 'Find advertiser'
 * (as the dashboard's dropdown has it: case and accents ignored) to narrow them to a name.
 */
export function AdvertiserList({ names }: { readonly names: readonly string[] }) {
  const listId = useId()
  const [query, setQuery] = useState('')
  const [all, setAll] = useState(false)
  const searchable = names.length > searchableAbove
  // A keystroke answers at once; the list of thousands follows when React has the time.
  const wanted = foldForSearch(useDeferredValue(query).trim())
  const folded = useMemo(() => names.map(foldForSearch), [names])
  const matching = useMemo(
    () => (wanted === '' ? names : names.filter((_, index) => folded[index]?.includes(wanted))),
    [names, folded, wanted],
  )
  const shown = all || !searchable ? matching : matching.slice(0, searchableAbove)
  const hidden = matching.length - shown.length

  if (names.length === 0) return <p>{messages.noAdvertisersAssigned}</p>
  return (
    <>
      {searchable && (
        <TextField
          label="Find advertiser"
          type="search"
          hint={messages.advertiserMatches(matching.length, names.length)}
          value={query}
          autoComplete="off"
          spellCheck={false}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || query === '') return
            event.preventDefault()
            setQuery('')
          }}
        />
      )}
      <ul id={listId} className={styles.list}>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {searchable && (hidden > 0 || all) && (
        <div>
          <Button variant="secondary" onClick={() => setAll(!all)} aria-controls={listId}>
            {all ? messages.showFewerAdvertisers : messages.showAllAdvertisers(matching.length)}
          </Button>
        </div>
      )}
    </>
  )
}
