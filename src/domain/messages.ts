/**
 * Every user-facing message of spec section 8 (and the validation texts of section 5), copied to
 * the letter. Screens, hooks and tests import them from here so a wording lives in one place.
 */
export const messages = {
  loginEmpty: 'Email and password cannot be empty.',
  loginFailed: 'Invalid email or password.',
  loginNetwork: 'An unexpected error occurred. Please try again.',
  forgotEmailRequired: 'Email is required.',
  forgotFailed: 'Unable to process your request.',
  forgotNetwork: 'An unexpected error occurred. Please try again later.',
  forgotSent: 'Password reset instructions have been sent to your email.',
  advertisersFailed: 'Failed to load advertisers.',
  advertisersBadShape: 'Invalid advertiser data shape',
  backendNotConfigured: 'Backend URL is not configured.',
  logoutSucceeded: 'Logged out successfully!',
  logoutFailed: 'An error occurred during logout.',
  incorrectRole: 'Incorrect role',
  userDataFailed: 'Failed to fetch user data.',
  profileFailed: 'Failed to fetch profile data.',
  passwordUpdateFailed: 'Failed to update password.',
  passwordUpdated: 'Password updated successfully!',
  passwordBothRequired: 'Both fields are required.',
  passwordMismatch: 'Passwords do not match.',
  settingsEmailRequired: 'Email is required.',
  notificationsEmailMissing: 'Email not found in local storage.',
  pageNetwork: 'A network error occurred. Please try again.',
} as const

export type Message = (typeof messages)[keyof typeof messages]
