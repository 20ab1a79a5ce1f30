export { Notifications } from './Notifications'
export { notify, notifyWhile, dismissNotification, clearNotifications, useNotifications, DEFAULT_NOTIFICATION_DURATION_MS } from './notifications'
export type { NotificationType, WorkOutcomeMessages } from './notifications'
