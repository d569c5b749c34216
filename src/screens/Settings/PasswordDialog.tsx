import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import { Message } from '../../components/Message'
import { TextField } from '../../components/TextField'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import styles from './SettingsScreen.module.css'

export interface PasswordValues {
  readonly password: string
  readonly confirm: string
}

export interface PasswordDialogProps {
  /** The Save: saving while loading; why it failed is shown inside, with what was typed kept. */
  readonly submission: Loadable<unknown>
  readonly onSave: (values: PasswordValues) => void
  readonly onCancel: () => void
}

/**
 * The Edit Password popup (spec section 2). A modal <dialog>: the browser keeps focus inside it
 * and Escape cancels it. Render it only while open; whoever renders it puts the focus back.
 * While saving, Cancel and Escape wait: the server may already be changing the password.
 */
export function PasswordDialog({ submission, onSave, onCancel }: PasswordDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const saving = submission.status === 'loading'
  const titleId = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')

  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])

  const cancel = () => {
    if (!saving) onCancel()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!saving) onSave({ password, confirm })
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Escape cancels; handled here so the portal, not the browser, closes the dialog.
        if (event.key === 'Escape') {
          event.preventDefault()
          cancel()
        }
      }}
      onCancel={(event) => {
        // Any other close request (a back gesture, say) cancels the same way.
        event.preventDefault()
        cancel()
      }}
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.dialogTitle}>
          Edit Password
        </h2>
        <TextField
          label="New Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm Password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {submission.status === 'failed' && <Message tone="error">{submission.message}</Message>}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={cancel} aria-disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={saving}>
            {saving ? messages.savingPassword : 'Save'}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
