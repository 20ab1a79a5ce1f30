import { useSyncExternalStore } from 'react'

export type NotificationType = 'info' | 'success' | 'error' | 'warning' | 'loading'

export type Notification = {
  id: number
  type: NotificationType
  message: string
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration: number
}

export const DEFAULT_NOTIFICATION_DURATION_MS = 3000

type Listener = () => void

let notifications: Notification[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/** SPEC §4 notifications: info, success, error, warning, loading; auto-close after 3 s by default. */
export function notify(type: NotificationType, message: string, duration = type === 'loading' ? 0 : DEFAULT_NOTIFICATION_DURATION_MS): number {
  const id = nextId++
  notifications = [...notifications, { id, type, message, duration }]
  emit()
  return id
}

export function dismissNotification(id: number): void {
  notifications = notifications.filter((notification) => notification.id !== id)
  emit()
}

export function clearNotifications(): void {
  notifications = []
  emit()
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const EMPTY: Notification[] = []

export function useNotifications(): Notification[] {
  return useSyncExternalStore(subscribe, () => notifications, () => EMPTY)
}
