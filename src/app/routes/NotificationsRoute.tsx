import { useState } from 'react'
import { queryUser } from '../../api/account'
import { useStoredEmail } from '../../auth/useStoredEmail'
import { messages } from '../../domain/messages'
import { NotificationsScreen, type UserContactState } from '../../screens/Notifications'
import { config } from '../config'
import { useAccountRequest } from '../hooks/useAccountRequest'
import { usePageTitle } from '../hooks/usePageTitle'

/** /notifications: the user's email and mobile (POST /api/auth/query) and the preferences. */
export default function NotificationsRoute() {
  usePageTitle('Notification Preferences')
  const email = useStoredEmail()
  const [saved, setSaved] = useState(false)
  const request = useAccountRequest('user data', email, queryUser, {
    missingEmail: messages.notificationsEmailMissing,
    fallback: messages.userDataFailed,
  })
  const user: UserContactState =
    request.status === 'ready' ? { status: 'ready', ...request.data } : request

  return (
    <NotificationsScreen
      user={user}
      managementDashboardUrl={config.managementDashboardUrl}
      saved={saved}
      onSave={(preferences) => {
        // The spec gives Save no backend call yet: the choice is only logged, here, without
        // the phone number itself.
        console.info('Notification preferences (not sent to the server):', {
          emailUpdates: preferences.emailUpdates,
          smsUpdates: preferences.smsUpdates,
          mobileGiven: preferences.mobile !== '',
        })
        setSaved(true)
      }}
    />
  )
}
