import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button, SubmitButton } from '../../components/Button'
import { LiveRegion } from '../../components/LiveRegion'
import { FailureMessage, Message } from '../../components/Message'
import { PasswordField } from '../../components/TextField'
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
  /** True once the Save has gone 10 s unanswered: the dialog says it is still waiting. */
  readonly slow?: boolean
  readonly onSave: (values: PasswordValues) => void
  readonly onCancel: () => void
}

/** The popup's two fields (spec section 2). */
const fields = [
  { value: 'password', name: 'new-password', label: 'New Password' },
  { value: 'confirm', name: 'confirm-password', label: 'Confirm Password' },
] as const satisfies readonly { value: keyof PasswordValues; name: string; label: string }[]

/**
 * The Edit Password popup (spec section 2). A modal <dialog>: the browser keeps focus inside it
 * and Escape cancels it. Render it only while open; whoever renders it puts the focus back.
 * While saving, Cancel and Escape wait: the server may already be changing the password.
 */
export function PasswordDialog({
  submission,
  slow = false,
  onSave,
  onCancel,
}: PasswordDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const saving = submission.status === 'loading'
  const titleId = useId()
  const [values, setValues] = useState<PasswordValues>({ password: '', confirm: '' })

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
    if (!saving) onSave(values)
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
      {/* The dialog's own live region: a modal dialog hides the page's. */}
      <LiveRegion own>
        <form className={styles.dialogForm} onSubmit={submit} noValidate>
          <h2 id={titleId} className={styles.dialogTitle}>
            Edit Password
          </h2>
          {fields.map((field) => (
            <PasswordField
              key={field.name}
              label={field.label}
              name={field.name}
              purpose="new"
              value={values[field.value]}
              onValueChange={(typed) =>
                setValues((current) => ({ ...current, [field.value]: typed }))
              }
            />
          ))}
          <FailureMessage of={submission} />
          {saving && slow && <Message tone="info">{messages.stillWaiting}</Message>}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={cancel} aria-disabled={saving}>
              Cancel
            </Button>
            <SubmitButton busy={saving} busyLabel={messages.savingPassword}>
              Save
            </SubmitButton>
          </div>
        </form>
      </LiveRegion>
    </dialog>
  )
}
