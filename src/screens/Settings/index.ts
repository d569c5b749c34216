export { PasswordDialog, type PasswordDialogProps, type PasswordValues } from './PasswordDialog'
export { SettingsScreen, type ProfileState, type SettingsScreenProps } from './SettingsScreen'
