export {
  NotificationsScreen,
  type NotificationPreferences,
  type NotificationsScreenProps,
} from './NotificationsScreen'
