import { describe, expect, it } from 'vitest'
import { messages } from './messages'

// Every text of the specification, written out here as the spec gives it (sections 2, 5 and 8):
// the screens' tests read them through `messages`, so only here would a changed letter show.

describe('the texts of the specification', () => {
  it('says what section 5’s validation says', () => {
    expect(messages).toMatchObject({
      loginEmpty: 'Email and password cannot be empty.',
      forgotEmailRequired: 'Email is required.',
      passwordBothRequired: 'Both fields are required.',
      passwordMismatch: 'Passwords do not match.',
      settingsEmailRequired: 'Email is required.',
      notificationsEmailMissing: 'Email not found in local storage.',
      advertisersBadShape: 'Invalid advertiser data shape',
      incorrectRole: 'Incorrect role',
    })
  })

  it('says what section 8’s error catalogue says', () => {
    expect(messages).toMatchObject({
      loginFailed: 'Invalid email or password.',
      loginNetwork: 'An unexpected error occurred. Please try again.',
      forgotFailed: 'Unable to process your request.',
      forgotNetwork: 'An unexpected error occurred. Please try again later.',
      forgotSent: 'Password reset instructions have been sent to your email.',
      advertisersFailed: 'Failed to load advertisers.',
      backendNotConfigured: 'Backend URL is not configured.',
      logoutSucceeded: 'Logged out successfully!',
      logoutFailed: 'An error occurred during logout.',
      userDataFailed: 'Failed to fetch user data.',
      profileFailed: 'Failed to fetch profile data.',
      passwordUpdateFailed: 'Failed to update password.',
      passwordUpdated: 'Password updated successfully!',
      pageNetwork: 'A network error occurred. Please try again.',
    })
  })

  it('says what section 2’s screens say', () => {
    expect(messages).toMatchObject({
      chooseAdvertiserPrompt: 'Choose Advertiser',
      loggingIn: 'Logging in...',
      processing: 'Processing...',
      loadingPage: 'Loading...',
      notAvailable: 'N/A',
      noAdvertisersAssigned: 'No advertisers assigned.',
      allAdvertisersAccess: 'Advertiser Access: All Advertisers',
    })
  })

  it('names the channel and the advertiser in the report texts of section 2', () => {
    expect(messages.viewReportTooltip('Connected TV')).toBe(
      'Select an advertiser with a Connected TV report',
    )
    expect(messages.reportMissing('Cinema')).toBe('No Cinema report found for this advertiser.')
    expect(messages.reportMissingFor('TikTok', 'Acme Media')).toBe(
      'No TikTok report found for Acme Media. Contact your rep to activate.',
    )
  })
})
