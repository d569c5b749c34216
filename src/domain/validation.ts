import { messages } from './messages'

const blank = (value: string) => value.trim() === ''

/** Spec section 5: both must be non-empty after trimming. */
export function validateLogin(email: string, password: string): string | null {
  return blank(email) || blank(password) ? messages.loginEmpty : null
}

export function validateForgotPassword(email: string): string | null {
  return blank(email) ? messages.forgotEmailRequired : null
}
