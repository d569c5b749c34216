import { getProfile } from '../../api/account'
import { messages } from '../../domain/messages'
import { SettingsScreen } from '../../screens/Settings'
import { useAccountRequest } from '../hooks/useAccountRequest'
import { usePageTitle } from '../hooks/usePageTitle'
import { usePasswordChange } from '../hooks/usePasswordChange'

/** /settings: the profile (POST /api/auth/profile-with-advertisers) and the password dialog. */
export default function SettingsRoute() {
  usePageTitle('Settings')
  const password = usePasswordChange()
  const profile = useAccountRequest('profile data', getProfile, {
    missingEmail: messages.settingsEmailRequired,
    fallback: messages.profileFailed,
  })

  return (
    <SettingsScreen
      profile={profile}
      notice={password.notice}
      onEditPassword={password.show}
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
