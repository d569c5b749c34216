import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { keepTyped } from './keepTyped'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** The app's fresh render: a form whose email is React state, and an uncontrolled password. */
function Form({ seen }: { seen: (email: string) => void }) {
  const [email, setEmail] = useState('')
  seen(email)
  return (
    <form>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input name="password" type="password" defaultValue="" />
    </form>
  )
}

/** The prerendered markup, as a visitor finds it before the scripts run. */
function prerendered() {
  const root = document.createElement('div')
  root.innerHTML = '<form><input name="email"><input name="password" type="password"></form>'
  document.body.append(root)
  return root
}

afterEach(() => document.body.replaceChildren())

describe('keepTyped', () => {
  it('puts what was typed back into the fresh render, in its state, and the focus too', async () => {
    const root = prerendered()
    const [email, password] = root.querySelectorAll('input')
    if (!email || !password) throw new Error('no fields')
    email.value = 'demo@clientportal.test'
    password.value = 'demo-password'
    password.focus()

    const restore = keepTyped(root)
    let state = ''
    await act(async () => createRoot(root).render(<Form seen={(value) => (state = value)} />))
    expect(root.querySelector('input')?.value).toBe('')
    await act(async () => restore())

    expect(state).toBe('demo@clientportal.test')
    const fresh = root.querySelectorAll('input')
    expect(fresh[0]?.value).toBe('demo@clientportal.test')
    expect(fresh[1]?.value).toBe('demo-password')
    expect(document.activeElement).toBe(fresh[1])
  })

  it('leaves a page nobody typed into as the app rendered it', async () => {
    const root = prerendered()
    const restore = keepTyped(root)
    let state = 'untouched'
    await act(async () => createRoot(root).render(<Form seen={(value) => (state = value)} />))
    await act(async () => restore())
    expect(state).toBe('')
    expect([...root.querySelectorAll('input')].map((input) => input.value)).toEqual(['', ''])
    expect(document.activeElement).toBe(document.body)
  })
})
