import { useEffect, useRef, useState } from 'react'
import { updatePassword } from '../../api/account'
import { useApi } from '../../api/ApiContext'
import { errorMessage, isAbort } from '../../api/errors'
import { messages } from '../../domain/messages'
import { validatePasswordChange } from '../../domain/validation'
import type { PasswordValues } from '../../screens/Settings'

interface DialogState {
  readonly open: boolean
  readonly saving: boolean
  readonly error: string | null
}

const closed: DialogState = { open: false, saving: false, error: null }

/**
 * The Edit Password popup (spec sections 4, 5 and 8): closed, open, then closed on a saved
 * password or on Cancel. The password itself is never logged.
 */
export function usePasswordChange() {
  const api = useApi()
  const [dialog, setDialog] = useState<DialogState>(closed)
  const [notice, setNotice] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  function open() {
    setNotice(null)
    setDialog({ open: true, saving: false, error: null })
  }

  function cancel() {
    // While saving, the server may already be changing the password: let it answer.
    if (dialog.saving) return
    setDialog(closed)
  }

  async function save({ password, confirm }: PasswordValues) {
    const invalid = validatePasswordChange(password, confirm)
    if (invalid) {
      setDialog({ open: true, saving: false, error: invalid })
      return
    }
    controller.current = new AbortController()
    setDialog({ open: true, saving: true, error: null })
    try {
      await updatePassword(api, password, controller.current.signal)
      setDialog(closed)
      setNotice(messages.passwordUpdated)
    } catch (error) {
      if (isAbort(error)) return
      console.warn('Updating the password failed.', error instanceof Error ? error.message : '')
      const text = errorMessage(error, {
        fallback: messages.passwordUpdateFailed,
        network: messages.pageNetwork,
      })
      setDialog({ open: true, saving: false, error: text })
    }
  }

  return { dialog, notice, open, cancel, save }
}
