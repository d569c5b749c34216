import { createContext, use } from 'react'
import type { Settings } from './settings'

export const SettingsContext = createContext<Settings | null>(null)

/** The settings, once read: the signed-in pages always have them (their guard waits for them). */
export function useSettings(): Settings {
  const settings = use(SettingsContext)
  if (!settings) throw new Error('useSettings needs the settings read, in SettingsContext')
  return settings
}
