import { defaultBrand } from './brand'

/**
 * Every message the portal says to a user, in one place: the texts of the specification copied
 * to the letter (sections 2, 5 and 8), then the portal's own. Screens, hooks and the API client
 * take them from here, so a wording is changed once. (The names of controls and the titles of
 * pages stay beside their markup, where a designer reads them; channel, menu and KPI names live
 * in their tables.) Tests write the spec's texts out in full, so a typo here fails them.
 */
export const messages = {
  // Section 5: validation.
  loginEmpty: 'Email and password cannot be empty.',
  forgotEmailRequired: 'Email is required.',
  passwordBothRequired: 'Both fields are required.',
  passwordMismatch: 'Passwords do not match.',
  settingsEmailRequired: 'Email is required.',
  notificationsEmailMissing: 'Email not found in local storage.',
  advertisersBadShape: 'Invalid advertiser data shape',
  incorrectRole: 'Incorrect role',

  // Section 8: what a call's outcome reads.
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

  // Section 2: what the screens say.
  chooseAdvertiserPrompt: 'Choose Advertiser',
  loggingIn: 'Logging in...',
  processing: 'Processing...',
  loadingPage: 'Loading...',
  notAvailable: 'N/A',
  noAdvertisersAssigned: 'No advertisers assigned.',
  allAdvertisersAccess: 'Advertiser Access: All Advertisers',
  viewReportTooltip: (channel: string) => `Select an advertiser with a ${channel} report`,
  reportMissing: (channel: string) => `No ${channel} report found for this advertiser.`,
  reportMissingFor: (channel: string, advertiser: string) =>
    `No ${channel} report found for ${advertiser}. Contact your rep to activate.`,

  // The portal's own, where the spec gives no words (docs/decisions.md).
  authenticating: 'Authenticating…',
  loading: 'Loading…',
  loadingAdvertisers: 'Loading advertisers…',
  noAdvertisers: 'No advertisers are assigned to your account yet.',
  loadingOptimization: 'Loading optimization data…',
  /** Issue 45: an advertiser whose optimisation record holds nothing yet. */
  noOptimizationData: 'There is no optimization data for this advertiser yet.',
  /** Never shown: the AI page only logs its failures (spec section 8). */
  optimizationFailed: 'Failed to load optimization data.',
  loadingReport: (channel: string) => `Loading your ${channel} report…`,
  reportSlow: 'This report is taking longer than usual. It will appear here as soon as it loads.',
  savingPassword: 'Saving...',
  // Issue 45: a write that takes its time is never called a failure (docs/decisions.md).
  /** Under a form whose write has gone 10 s unanswered: the button still reads what it does. */
  stillWaiting: 'The server is taking longer than usual. Please keep this page open.',
  /** The password change got no answer within the write limit. */
  passwordUnanswered: 'We did not hear back from the server. Your password may have been changed.',
  /** The logout got no answer within the write limit; this browser is signed out either way. */
  logoutUnanswered:
    'We did not hear back from the server. You have been logged out of this browser.',
  /** The reset request got no answer within the write limit. */
  forgotUnanswered:
    'We did not hear back from the server. Reset instructions may have been sent: check your email before asking again.',
  // Issue 10: the advertiser in the address.
  advertiserUnavailable: 'That advertiser is not available to your account.',
  recentCleared: 'Recently viewed advertisers cleared.',
  /** '12 of 2,000 advertisers': how many names 'Find advertiser' lists, of how many there are. */
  advertiserMatches: (shown: number, total: number) =>
    `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} advertisers`,
  loggingOut: 'Logging out...',
  // Issue 45: Settings at scale.
  /** Under the first ten of more advertisers: shows every one (that matches 'Find advertiser'). */
  showAllAdvertisers: (count: number) => `Show all ${count.toLocaleString('en-US')} advertisers`,
  showFewerAdvertisers: 'Show fewer advertisers',

  // Issue 10: return after sign-in (docs/decisions.md).
  /** On sign-in, after a session that ended by itself (expiry, a 401, a failed check). */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** Sign-in's welcome, with the product's name (an agency's brand, or the portal's own). */
  signInWelcome: (name: string) =>
    `Welcome to ${name === defaultBrand.name ? `the ${name}` : name}. Sign in to see your reports.`,
  /** In the shell, two minutes before the token's `exp`. */
  sessionEndsSoon: 'Your session ends in 2 minutes.',
  // Issue 23: days that go wrong (docs/decisions.md).
  /** In the shell again, one minute before `exp`, even if the first notice was dismissed. */
  sessionEndsInAMinute: 'Your session ends in 1 minute.',
  /** In the shell while a session check gets no answer and the device says it is offline. */
  offline: 'You are offline. The portal will try again when you are back online.',
  /** In the shell while a session check gets no answer (or a server error) though online. */
  serverUnreachable: 'The server is not answering right now. The portal keeps trying.',
  /** In the shell, when a new build's service worker waits (issue 41), with Reload. */
  newVersion: 'A new version of the Client Portal is available.',
  /** In the shell, when someone else's sign-in in another tab replaced this tab's session. */
  signedInElsewhere: (email: string) =>
    `Someone signed in to the portal in another tab as ${email}, so this tab now shows that account.`,
  /** In the shell once, when the browser refused to store the session (blocked or full). */
  sessionOnlyInThisTab:
    'Your browser is not letting the portal store your sign-in, so you will need to sign in again after a reload or in a new tab.',
  /** On sign-in, when the token's role is not client: nothing is stored. */
  notClientAccount: 'This account does not have access to the client portal.',
  /** Notifications' Save: the spec gives it no call, so nothing is kept. */
  preferencesNotSaved: 'Saving preferences is not available yet. Your choices have not been saved.',

  // Issue 11: the report viewer.
  /** Said once, politely, when the loader gives way to the report. */
  reportLoaded: 'Report loaded',
  /** Under the 30 s notice, beside 'Reload report' and 'Open in new tab'. */
  reportBlockedHint:
    'Some browsers block reports inside other sites; opening it in a new tab usually works.',
  /** For about 3 s after 'Copy link' wrote the view's address to the clipboard. */
  linkCopied: 'Link copied',
  /** Under the address, shown selected when the clipboard is missing or refuses. */
  copyLinkManual:
    'Your browser did not let the portal copy it: the link is selected, copy it from here.',

  // Issue 23: code that did not arrive (a dropped connection, a release that replaced the files).
  /**
   * index.html's notice, 8 s after a page whose scripts did not arrive. Written out in index.html
   * too, which must say it with no script; e2e/codeNotLoaded.e2e.ts checks the two agree.
   */
  portalNotLoaded:
    'The portal is taking too long to load. Check your connection and reload the page.',
  /** Under 'This page could not load', when a page's own code did not arrive. */
  pageNotLoaded: 'Check your connection and reload the page.',
} as const
