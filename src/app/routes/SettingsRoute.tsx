import { getProfile } from '../../api/account'
import { useStoredEmail } from '../../auth/useStoredEmail'
import { messages } from '../../domain/messages'
import { SettingsScreen, type ProfileState } from '../../screens/Settings'
import { useAccountRequest } from '../hooks/useAccountRequest'
import { usePageTitle } from '../hooks/usePageTitle'
import { usePasswordChange } from '../hooks/usePasswordChange'

/** /settings: the profile (POST /api/auth/profile-with-advertisers) and the password dialog. */
export default function SettingsRoute() {
  usePageTitle('Settings')
  const email = useStoredEmail()
  const password = usePasswordChange()
  const request = useAccountRequest('profile data', email, getProfile, {
    missingEmail: messages.settingsEmailRequired,
    fallback: messages.profileFailed,
  })
  const profile: ProfileState =
    request.status === 'ready' ? { status: 'ready', profile: request.data } : request

  return (
    <SettingsScreen
      profile={profile}
      notice={password.notice}
      onEditPassword={password.open}
      passwordDialog={
        password.dialog.open
          ? {
              saving: password.dialog.saving,
              error: password.dialog.error,
              onSave: (values) => void password.save(values),
              onCancel: password.cancel,
            }
          : null
      }
    />
  )
}
