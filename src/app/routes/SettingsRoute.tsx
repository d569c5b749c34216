import { useState } from 'react'
import { useAuth } from '../../auth/AuthContext'
import { SettingsScreen } from '../../screens/Settings'
import { useProfile } from '../hooks/useAccount'
import { usePage } from '../hooks/usePage'
import { usePasswordChange } from '../hooks/usePasswordChange'
import { useRecentAdvertisers } from '../hooks/useRecentAdvertisers'

/** /settings: the profile (POST /api/auth/profile-with-advertisers) and the password dialog. */
export default function SettingsRoute() {
  usePage('Settings')
  const password = usePasswordChange()
  const profile = useProfile()
  const { clear } = useRecentAdvertisers(useAuth().email)
  const [recentCleared, setRecentCleared] = useState(false)

  return (
    <SettingsScreen
      profile={profile}
      notice={password.notice}
      onEditPassword={password.show}
      onClearRecent={() => {
        clear()
        setRecentCleared(true)
      }}
      recentCleared={recentCleared}
      passwordDialog={
        password.open
          ? {
              submission: password.state,
              onSave: (values) => void password.save(values),
              onCancel: password.cancel,
            }
          : null
      }
    />
  )
}
