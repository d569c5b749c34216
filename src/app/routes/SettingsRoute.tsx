import { useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { usePage } from '../../components/usePage'
import { recentShown } from '../../domain/advertiserSearch'
import { SettingsScreen } from '../../screens/Settings'
import { useRecentAdvertisers } from '../../storage/useRecentAdvertisers'
import { usePageRead } from '../hooks/usePageRead'
import { usePasswordChange } from '../hooks/usePasswordChange'
import type { SettingsData } from '../pageReads'

/**
 * /settings: the profile (asked for by the route's loader), the password dialog, and
 * 'Clear recently viewed' where the dropdowns show that list: the profile's advertisers are the
 * ones the dropdowns list.
 */
export default function SettingsRoute() {
  usePage('Settings')
  const password = usePasswordChange()
  const { email } = useAuth()
  const profile = usePageRead((useLoaderData() as SettingsData).profile)
  const recent = useRecentAdvertisers(email)
  const listed = profile.status === 'ready' ? profile.data.advertisers : []
  const [recentCleared, setRecentCleared] = useState(false)

  return (
    <SettingsScreen
      profile={profile}
      notice={password.notice}
      onEditPassword={password.show}
      canClearRecent={recentShown(listed, recent.names).length > 0}
      onClearRecent={() => {
        recent.clear()
        setRecentCleared(true)
      }}
      recentCleared={recentCleared}
      passwordDialog={
        password.open
          ? {
              submission: password.state,
              slow: password.slow,
              onSave: (values) => void password.save(values),
              onCancel: password.cancel,
            }
          : null
      }
    />
  )
}
