import { useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { usePage } from '../../components/usePage'
import { NotificationsScreen } from '../../screens/Notifications'
import { usePageRead } from '../hooks/usePageRead'
import type { NotificationsData } from '../pageReads'
import { useSettings } from '../settingsContext'

export default function NotificationsRoute() {
  usePage('Notification Preferences')
  const [saved, setSaved] = useState(false)
  const user = usePageRead((useLoaderData() as NotificationsData).contact)
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
