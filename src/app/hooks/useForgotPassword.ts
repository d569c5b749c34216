import { useEffect, useRef, useState } from 'react'
import { useApi } from '../../api/ApiContext'
import { forgotPassword } from '../../api/auth'
import { errorMessage, isAbort } from '../../api/errors'
import { messages } from '../../domain/messages'
import { validateForgotPassword } from '../../domain/validation'
import type { Notice } from '../../screens/Login'

interface ForgotState {
  readonly status: 'idle' | 'processing'
  readonly result: Notice | null
}

/** The forgot-password form's behaviour (spec sections 4, 5 and 8). */
export function useForgotPassword() {
  const api = useApi()
  const [state, setState] = useState<ForgotState>({ status: 'idle', result: null })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  async function submit(email: string) {
    const invalid = validateForgotPassword(email)
    if (invalid) {
      setState({ status: 'idle', result: { tone: 'error', text: invalid } })
      return
    }
    controller.current?.abort()
    controller.current = new AbortController()
    setState({ status: 'processing', result: null })
    try {
      await forgotPassword(api, { email: email.trim() }, controller.current.signal)
      setState({ status: 'idle', result: { tone: 'success', text: messages.forgotSent } })
    } catch (error) {
      if (isAbort(error)) return
      const text = errorMessage(error, {
        fallback: messages.forgotFailed,
        network: messages.forgotNetwork,
      })
      setState({ status: 'idle', result: { tone: 'error', text } })
    }
  }

  return { ...state, submit }
}
