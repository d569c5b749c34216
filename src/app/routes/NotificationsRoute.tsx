import { useState } from 'react'
import { useUserContact } from '../../api/useAccount'
import { useAuth } from '../../auth/AuthContext'
import { usePage } from '../../components/usePage'
import { NotificationsScreen } from '../../screens/Notifications'
import { useSettings } from '../settingsContext'

/** /notifications: the user's email and mobile (POST /api/auth/query) and the preferences. */
export default function NotificationsRoute() {
  usePage('Notification Preferences')
  const [saved, setSaved] = useState(false)
  const user = useUserContact(useAuth().email)
  const { managementDashboardUrl } = useSettings()

  return (
    <NotificationsScreen
      user={user}
      managementDashboardUrl={managementDashboardUrl}
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
