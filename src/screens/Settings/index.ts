export { type PasswordValues } from './PasswordDialog'
export { SettingsScreen, type SettingsScreenProps } from './SettingsScreen'
