import { useState, useSyncExternalStore } from 'react'
import { useAuth } from '../../auth/AuthContext'
import { useDeviceOnline } from '../../auth/SessionChecks'
import { connectionShown } from '../../auth/session'
import { Button } from '../../components/Button'
import { ShellNotice } from '../../components/Shell'
import { messages } from '../../domain/messages'
import { subscribeToUpdate, takeUpdate, updateWaiting } from '../../serviceWorker/portalUpdate'
import { sessionOnlyInThisTab, subscribeToStorage } from '../../storage/browserStorage'

/** Above every signed-in page (docs/decisions.md); each can be dismissed (issue 45). */
export function useShellNotices() {
  const { connection: checked, ending, renew, replaced, email } = useAuth()
  const connection = connectionShown(checked, useDeviceOnline())
  const storageRefused = useSyncExternalStore(subscribeToStorage, sessionOnlyInThisTab)
  const [storageDismissed, setStorageDismissed] = useState(false)
  const [endingDismissed, setEndingDismissed] = useState<typeof ending>(null)
  // A fresh token (another tab signed in again): the next ending shows again.
  if (ending === null && endingDismissed !== null) setEndingDismissed(null)
  const [replacedDismissedFor, setReplacedDismissedFor] = useState<string | null>(null)
  // Dismissed for this trouble only: the next one shows again.
  const [connectionDismissed, setConnectionDismissed] = useState<typeof connection | null>(null)
  if (connection === 'online' && connectionDismissed !== null) setConnectionDismissed(null)
  const updateReady = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false)
  const [updateDismissed, setUpdateDismissed] = useState(false)

  return (
    <>
      {replaced && email && replacedDismissedFor !== email && (
        <ShellNotice onDismiss={() => setReplacedDismissedFor(email)}>
          {messages.signedInElsewhere(email)}
        </ShellNotice>
      )}
      {storageRefused && !storageDismissed && (
        <ShellNotice onDismiss={() => setStorageDismissed(true)}>
          {messages.sessionOnlyInThisTab}
        </ShellNotice>
      )}
      {connection !== 'online' && connection !== connectionDismissed && (
        <ShellNotice onDismiss={() => setConnectionDismissed(connection)}>
          {connection === 'offline' ? messages.offline : messages.serverUnreachable}
        </ShellNotice>
      )}
      {ending && ending !== endingDismissed && (
        <ShellNotice
          actions={
            <Button variant="secondary" onClick={renew}>
              Sign in again
            </Button>
          }
          onDismiss={() => setEndingDismissed(ending)}
        >
          {ending === 'two-minutes' ? messages.sessionEndsSoon : messages.sessionEndsInAMinute}
        </ShellNotice>
      )}
      {updateReady && !updateDismissed && (
        <ShellNotice
          actions={
            <Button variant="secondary" onClick={takeUpdate}>
              Reload
            </Button>
          }
          onDismiss={() => setUpdateDismissed(true)}
        >
          {messages.newVersion}
        </ShellNotice>
      )}
    </>
  )
}
