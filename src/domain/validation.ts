import { messages } from './messages'

const blank = (value: string) => value.trim() === ''

/** Spec section 5: both must be non-empty after trimming. */
export function validateLogin(email: string, password: string): string | null {
  return blank(email) || blank(password) ? messages.loginEmpty : null
}

/** Spec section 5: both fields required, and they must match. No length rule is given. */
export function validatePasswordChange(password: string, confirm: string): string | null {
  if (blank(password) || blank(confirm)) return messages.passwordBothRequired
  return password === confirm ? null : messages.passwordMismatch
}

export function validateForgotPassword(email: string): string | null {
  return blank(email) ? messages.forgotEmailRequired : null
}
