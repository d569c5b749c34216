import { useId, useLayoutEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { StatusText } from '../../components/LiveRegion'
import { Message } from '../../components/Message'
import { Page, Panel } from '../../components/Page'
import { LoadFailed, useTryAgain } from '../../components/TryAgain'
import type { Profile } from '../../domain/account'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { isClientRole } from '../../domain/roles'
import { AdvertiserList } from './AdvertiserList'
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog'
import styles from './SettingsScreen.module.css'

export interface SettingsScreenProps {
  /** The profile (POST /api/auth/profile-with-advertisers); a failed load may carry `retry`. */
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

const terms = ['Name', 'Email', 'Mobile', 'Role'] as const

/**
 * Name, Email, Mobile and Role. While the profile loads, the same four rows stand with empty
 * values, so nothing under them moves when it arrives (issue 45).
 */
function Details({ profile }: { profile: Profile | null }) {
  const values = profile
    ? [profile.name, profile.email, profile.mobile, profile.role].map(orNA)
    : terms.map(() => null)
  return (
    <dl className={styles.details} aria-busy={profile === null || undefined}>
      {terms.map((term, index) => (
        <div key={term} className={styles.detail}>
          <dt>{term}</dt>
          <dd>{values[index] ?? <span className={styles.placeholder} aria-hidden="true" />}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The advertisers assigned to a client, or the access another role has to all of them. */
function Advertisers({ profile }: { profile: Profile }) {
  const titleId = useId()
  if (!listsAssignedAdvertisers(profile.role)) {
    return <p className={styles.access}>{messages.allAdvertisersAccess}</p>
  }
  return (
    <section aria-labelledby={titleId} className={styles.advertisers}>
      <h2 id={titleId} className={styles.subtitle}>
        Advertisers
      </h2>
      <AdvertiserList names={profile.advertisers} />
    </section>
  )
}

/**
 * Settings (spec section 2, /settings): the profile and Edit Password, then the advertisers. A
 * failed load offers 'Try again' (Loadable's `retry`).
 */
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

  // After 'Try again', the focus goes to the details it brought.
  const { nextRef: detailsRef, buttonRef, onTryAgain } = useTryAgain<HTMLDivElement>(profile)
  const loaded = profile.status === 'ready' ? profile.data : null

  // Edit Password and the profile first, the advertisers (thousands, for some) after them.
  return (
    <Page title="Settings" logoHref={null}>
      {notice && <Message tone="success">{notice}</Message>}
      <Panel narrow>
        {profile.status === 'failed' ? (
          <LoadFailed message={profile.message} onTryAgain={onTryAgain} buttonRef={buttonRef} />
        ) : (
          <div ref={detailsRef} tabIndex={-1} className={styles.profile}>
            <Details profile={loaded} />
          </div>
        )}
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
      </Panel>
      {(profile.status === 'loading' || profile.status === 'idle') && (
        <StatusText>{messages.loadingPage}</StatusText>
      )}
      {loaded && (
        <Panel narrow>
          <Advertisers profile={loaded} />
        </Panel>
      )}
      {passwordDialog && <PasswordDialog {...passwordDialog} />}
    </Page>
  )
}
