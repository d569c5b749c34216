export {
  NotificationsScreen,
  type NotificationPreferences,
  type NotificationsScreenProps,
  type UserContactState,
} from './NotificationsScreen'
