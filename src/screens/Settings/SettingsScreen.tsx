import { useId, useLayoutEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { FailureMessage, Message } from '../../components/Message'
import { Page, Panel } from '../../components/Page'
import type { Profile } from '../../domain/account'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { isClientRole } from '../../domain/roles'
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog'
import styles from './SettingsScreen.module.css'

export interface SettingsScreenProps {
  /** The profile (POST /api/auth/profile-with-advertisers). */
  readonly profile: Loadable<Profile>
  /** The password dialog's props while it is open; null when it is closed. */
  readonly passwordDialog: PasswordDialogProps | null
  readonly onEditPassword: () => void
  /** 'Password updated successfully!' after a change. */
  readonly notice?: string | null
  /**
   * True where the dropdowns show a recently viewed list (more than ten advertisers, some of them
   * viewed): only then is 'Clear recently viewed' offered.
   */
  readonly canClearRecent?: boolean
  /** Forgets the recently viewed advertisers of the dropdowns. */
  readonly onClearRecent: () => void
  /** True once they have been cleared here: the page says so. */
  readonly recentCleared?: boolean
}

const orNA = (value: string | null) =>
  value && value.trim() !== '' ? value : messages.notAvailable

/**
 * Whether the page lists the advertisers assigned to the user (a client) rather than access to
 * all. A profile without a role is the signed-in user's, whom the role gate has let in as a
 * client, so it is read as the session's role.
 */
function listsAssignedAdvertisers(role: string | null): boolean {
  return role === null || role.trim() === '' || isClientRole(role)
}

function Details({ profile }: { profile: Profile }) {
  const advertisersId = useId()
  const rows: [string, string][] = [
    ['Name', orNA(profile.name)],
    ['Email', orNA(profile.email)],
    ['Mobile', orNA(profile.mobile)],
    ['Role', orNA(profile.role)],
  ]
  return (
    <>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {listsAssignedAdvertisers(profile.role) ? (
        <section aria-labelledby={advertisersId} className={styles.advertisers}>
          <h2 id={advertisersId} className={styles.subtitle}>
            Advertisers
          </h2>
          {profile.advertisers.length > 0 ? (
            <ul className={styles.list}>
              {profile.advertisers.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>{messages.noAdvertisersAssigned}</p>
          )}
        </section>
      ) : (
        <p className={styles.access}>{messages.allAdvertisersAccess}</p>
      )}
    </>
  )
}

/** Settings (spec section 2, /settings): the profile, the advertisers, and Edit Password. */
export function SettingsScreen({
  profile,
  passwordDialog,
  onEditPassword,
  notice,
  canClearRecent = false,
  onClearRecent,
  recentCleared = false,
}: SettingsScreenProps) {
  const editButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // When the dialog closes, the focus goes back to Edit Password (in the same commit, so
  // nothing ever sees it on the page body).
  useLayoutEffect(() => {
    if (wasOpen.current && !passwordDialog) editButton.current?.focus()
    wasOpen.current = passwordDialog !== null
  }, [passwordDialog])
  // Cleared, the button goes (nothing is left to clear): the focus goes to its neighbour rather
  // than to the page's body.
  useLayoutEffect(() => {
    if (recentCleared) editButton.current?.focus()
  }, [recentCleared])

  return (
    <Page title="Settings" logoHref={null}>
      {notice && <Message tone="success">{notice}</Message>}
      <Panel narrow>
        {(profile.status === 'loading' || profile.status === 'idle') && (
          <p role="status">{messages.loadingPage}</p>
        )}
        <FailureMessage of={profile} />
        {profile.status === 'ready' && <Details profile={profile.data} />}
      </Panel>
      <div className={styles.actions}>
        <Button ref={editButton} variant="secondary" onClick={onEditPassword}>
          Edit Password
        </Button>
        {canClearRecent && (
          <Button variant="secondary" onClick={onClearRecent}>
            Clear recently viewed
          </Button>
        )}
      </div>
      {recentCleared && <Message tone="success">{messages.recentCleared}</Message>}
      {passwordDialog && <PasswordDialog {...passwordDialog} />}
    </Page>
  )
}
