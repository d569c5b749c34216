import { useState } from 'react'
import { queryUser } from '../../api/account'
import { messages } from '../../domain/messages'
import { NotificationsScreen } from '../../screens/Notifications'
import { config } from '../config'
import { useAccountRequest } from '../hooks/useAccountRequest'
import { usePageTitle } from '../hooks/usePageTitle'

/** /notifications: the user's email and mobile (POST /api/auth/query) and the preferences. */
export default function NotificationsRoute() {
  usePageTitle('Notification Preferences')
  const [saved, setSaved] = useState(false)
  const user = useAccountRequest('user data', queryUser, {
    missingEmail: messages.notificationsEmailMissing,
    fallback: messages.userDataFailed,
  })

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
