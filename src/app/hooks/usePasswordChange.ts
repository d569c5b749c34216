import { useState } from 'react'
import { updatePassword } from '../../api/account'
import { useApi } from '../../api/ApiContext'
import { useSubmit } from '../../api/useSubmit'
import { messages } from '../../domain/messages'
import { validatePasswordChange } from '../../domain/validation'
import type { PasswordValues } from '../../screens/Settings'

/**
 * The Edit Password popup (spec sections 4, 5 and 8): closed, open, then closed on a saved
 * password or on Cancel. The password itself is never logged.
 */
export function usePasswordChange() {
  const api = useApi()
  const [open, setOpen] = useState(false)
  const submission = useSubmit(
    (password: string, signal: AbortSignal) => updatePassword(api, password, signal),
    {
      what: 'Updating the password',
      fallback: messages.passwordUpdateFailed,
      network: messages.pageNetwork,
      unanswered: messages.passwordUnanswered,
    },
  )
  const saving = submission.state.status === 'loading'

  function show() {
    submission.reset()
    setOpen(true)
  }

  function cancel() {
    // While saving, the server may already be changing the password: let it answer.
    if (!saving) setOpen(false)
  }

  async function save({ password, confirm }: PasswordValues) {
    const invalid = validatePasswordChange(password, confirm)
    if (invalid) return submission.fail(invalid)
    if ((await submission.submit(password)).ok) setOpen(false)
  }

  return {
    open,
    /** The dialog's state while open: saving, or why the last Save failed. */
    state: submission.state,
    /** True once the Save has gone 10 s unanswered: the dialog says it is still waiting. */
    slow: submission.slow,
    /** 'Password updated successfully!' once a change went through, until the dialog opens again. */
    notice: !open && submission.state.status === 'ready' ? messages.passwordUpdated : null,
    show,
    cancel,
    save,
  }
}
