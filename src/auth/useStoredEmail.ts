import { useSyncExternalStore } from 'react'
import { readEmail, subscribeToStorage } from './storage'

/** The signed-in user's stored email (userEmail, else the older email key), kept current. */
export function useStoredEmail(): string | null {
  return useSyncExternalStore(subscribeToStorage, readEmail)
}
