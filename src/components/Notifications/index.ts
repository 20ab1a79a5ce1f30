export { Notifications } from './Notifications'
export { notify, dismissNotification, clearNotifications, useNotifications, DEFAULT_NOTIFICATION_DURATION_MS } from './notifications'
export type { NotificationType } from './notifications'
