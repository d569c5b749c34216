import { useState } from 'react'
import { useLoaderData, type ActionFunction } from 'react-router-dom'
import { updatePassword } from '../../api/account'
import type { ApiClient } from '../../api/client'
import { useAuth } from '../../auth/AuthContext'
import { usePage } from '../../components/usePage'
import { recentShown } from '../../domain/advertiserSearch'
import { failed, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { validatePasswordChange } from '../../domain/validation'
import { SettingsScreen, type PasswordValues } from '../../screens/Settings'
import { useRecentAdvertisers } from '../../storage/useRecentAdvertisers'
import { usePageRead } from '../hooks/usePageRead'
import { useWrite } from '../hooks/useWrite'
import type { SettingsData } from '../pageReads'
import { writeAnswer } from '../writes'

/** Edit Password's Save (spec sections 4, 5 and 8). The password itself is never logged. */
export const changePasswordAction =
  (api: ApiClient): ActionFunction =>
  async ({ request }): Promise<Loadable<void>> => {
    const { password, confirm } = (await request.json()) as PasswordValues
    const invalid = validatePasswordChange(password, confirm)
    if (invalid) return failed(invalid)
    return writeAnswer(updatePassword(api, password, request.signal), {
      what: 'Updating the password',
      fallback: messages.passwordUpdateFailed,
      network: messages.pageNetwork,
      unanswered: messages.passwordUnanswered,
    })
  }

/** Clear recently viewed counts the profile's advertisers: the ones the dropdowns list. */
export default function SettingsRoute() {
  usePage('Settings')
  const save = useWrite<void>()
  // Spec section 4: closed, open, then closed on a saved password or on Cancel.
  const [opened, setOpened] = useState(false)
  const open = opened && save.state.status !== 'ready'
  const { email } = useAuth()
  const profile = usePageRead((useLoaderData() as SettingsData).profile)
  const recent = useRecentAdvertisers(email)
  const listed = profile.status === 'ready' ? profile.data.advertisers : []
  const [recentCleared, setRecentCleared] = useState(false)

  return (
    <SettingsScreen
      profile={profile}
      notice={!open && save.state.status === 'ready' ? messages.passwordUpdated : null}
      onEditPassword={() => {
        save.reset()
        setOpened(true)
      }}
      canClearRecent={recentShown(listed, recent.names).length > 0}
      onClearRecent={() => {
        recent.clear()
        setRecentCleared(true)
      }}
      recentCleared={recentCleared}
      passwordDialog={
        open
          ? {
              submission: save.state,
              slow: save.slow,
              onSave: (values) => save.submit({ ...values }),
              // While saving, the server may already be changing the password: let it answer.
              onCancel: () => setOpened(save.state.status === 'loading'),
            }
          : null
      }
    />
  )
}
