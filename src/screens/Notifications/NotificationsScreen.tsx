import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import { StatusText } from '../../components/LiveRegion'
import { Message } from '../../components/Message'
import { Page, Panel } from '../../components/Page'
import { TextField } from '../../components/TextField'
import { LoadFailed, useTryAgain } from '../../components/TryAgain'
import type { UserContact } from '../../domain/account'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import styles from './NotificationsScreen.module.css'

export interface NotificationPreferences {
  readonly emailUpdates: boolean
  readonly smsUpdates: boolean
  readonly mobile: string
}

export interface NotificationsScreenProps {
  /** The user's email and mobile (POST /api/auth/query); a failed load may carry `retry`. */
  readonly user: Loadable<UserContact>
  /** The external management dashboard the logo leads to; no logo when it is not configured. */
  readonly managementDashboardUrl: string | null
  readonly onSave: (preferences: NotificationPreferences) => void
  /**
   * True once Save was pressed: the spec gives Save no call, so the screen says plainly that
   * nothing was saved.
   */
  readonly saved?: boolean
}

function Choice(props: {
  label: string
  detail: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={props.checked}
        aria-describedby={`${id}-detail`}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id} className={styles.choiceLabel}>
        {props.label}
      </label>
      <span id={`${id}-detail`} className={styles.detail}>
        {props.detail}
      </span>
    </div>
  )
}

function PreferencesForm({
  email,
  mobile,
  onSave,
  saved,
}: {
  email: string
  mobile: string | null
  onSave: NotificationsScreenProps['onSave']
  saved: boolean
}) {
  const [emailUpdates, setEmailUpdates] = useState(true)
  const [smsUpdates, setSmsUpdates] = useState(false)
  const [number, setNumber] = useState(mobile ?? '')
  // The 'not saved' message answers that press of Save: a change since hides it.
  const [changedSinceSave, setChangedSinceSave] = useState(false)
  function changed<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value)
      setChangedSinceSave(true)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setChangedSinceSave(false)
    onSave({ emailUpdates, smsUpdates, mobile: number.trim() })
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Notification preferences"
    >
      <Choice
        label="Email Updates"
        detail={email}
        checked={emailUpdates}
        onChange={changed(setEmailUpdates)}
      />
      <Choice
        label="SMS Updates"
        detail={mobile ?? messages.notAvailable}
        checked={smsUpdates}
        onChange={changed(setSmsUpdates)}
      />
      {smsUpdates && (
        <TextField
          label="Mobile number"
          type="tel"
          name="mobile"
          autoComplete="tel"
          placeholder="Enter mobile number"
          value={number}
          onChange={(event) => changed(setNumber)(event.target.value)}
        />
      )}
      {saved && !changedSinceSave && <Message tone="info">{messages.preferencesNotSaved}</Message>}
      <div>
        <Button type="submit">Save</Button>
      </div>
    </form>
  )
}

/** Notification Preferences (spec section 2, /notifications). */
export function NotificationsScreen({
  user,
  managementDashboardUrl,
  onSave,
  saved = false,
}: NotificationsScreenProps) {
  // After 'Try again', the focus goes to the preferences it brought.
  const { nextRef: formRef, buttonRef, onTryAgain } = useTryAgain<HTMLDivElement>(user)
  return (
    <Page title="Notification Preferences" logoHref={managementDashboardUrl}>
      <Panel narrow>
        {(user.status === 'loading' || user.status === 'idle') && (
          <StatusText>{messages.loadingPage}</StatusText>
        )}
        {user.status === 'failed' && (
          <LoadFailed message={user.message} onTryAgain={onTryAgain} buttonRef={buttonRef} />
        )}
        {user.status === 'ready' && (
          <div ref={formRef} tabIndex={-1} className={styles.loaded}>
            <PreferencesForm
              email={user.data.email}
              mobile={user.data.mobile}
              onSave={onSave}
              saved={saved}
            />
          </div>
        )}
      </Panel>
    </Page>
  )
}
