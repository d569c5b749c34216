import { useLayoutEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { TextField } from '../../components/TextField'
import { messages } from '../../domain/messages'
import type { CopyState } from './useCopyLink'
import styles from './ViewerBar.module.css'

interface CopyLinkResultProps {
  readonly state: CopyState
  readonly address: string
  readonly onDone: () => void
}

/**
 * What 'Copy link' did: 'Link copied' in a status region that is always there (so it is
 * announced), or, where the clipboard is missing or refuses, the address in a read-only field,
 * focused and selected so that one more keystroke copies it.
 */
export function CopyLinkResult({ state, address, onDone }: CopyLinkResultProps) {
  return (
    <>
      <p role="status" className={styles.copyStatus}>
        {state.status === 'copied' ? messages.linkCopied : ''}
      </p>
      {state.status === 'refused' && <LinkField key={state.at} address={address} onDone={onDone} />}
    </>
  )
}

function LinkField({ address, onDone }: { address: string; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])
  return (
    <div className={styles.linkField}>
      <TextField
        ref={input}
        label="Link to this report"
        hint={messages.copyLinkManual}
        value={address}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
        className={styles.linkInput}
      />
      <Button variant="secondary" onClick={onDone}>
        Done
      </Button>
    </div>
  )
}
