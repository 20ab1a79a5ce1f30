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

// One empty list for the server render and the browser's first one: equal snapshots, so hydrating
// does not schedule a synchronous re-render of the notifications.
const EMPTY: Notification[] = []
let notifications = EMPTY
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/**
 * SPEC §4 notifications: info, success, error, warning, loading; every type closes by itself after
 * 3 s by default. A `loading` notice that should last as long as some work uses notifyWhile.
 */
export function notify(type: NotificationType, message: string, duration = DEFAULT_NOTIFICATION_DURATION_MS): number {
  const id = nextId++
  notifications = [...notifications, { id, type, message, duration }]
  emit()
  return id
}

export type WorkOutcomeMessages = {
  /** Shown as a `success` notification in the loading one's place when the work succeeds. */
  success?: string
  /** Shown as an `error` notification in the loading one's place when the work fails. */
  error?: string
}

/**
 * A `loading` notification that stays while `work` runs and closes when it ends, replaced by the
 * outcome's notification when one is given (closed by hand meanwhile, the outcome still shows).
 * Returns `work`, so the caller still handles its result and failure.
 */
export function notifyWhile<T>(work: Promise<T>, message: string, outcome: WorkOutcomeMessages = {}): Promise<T> {
  const loadingId = notify('loading', message, 0)
  const settle = (type: 'success' | 'error', text: string | undefined) => {
    const replacement = text === undefined ? [] : [{ id: nextId++, type, message: text, duration: DEFAULT_NOTIFICATION_DURATION_MS }]
    const stillShown = notifications.some((notification) => notification.id === loadingId)
    notifications = stillShown
      ? notifications.flatMap((notification) => (notification.id === loadingId ? replacement : [notification]))
      : [...notifications, ...replacement]
    emit()
  }
  work.then(
    () => settle('success', outcome.success),
    () => settle('error', outcome.error),
  )
  return work
}

export function dismissNotification(id: number): void {
  notifications = notifications.filter((notification) => notification.id !== id)
  emit()
}

export function clearNotifications(): void {
  notifications = EMPTY
  emit()
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNotifications(): Notification[] {
  return useSyncExternalStore(subscribe, () => notifications, () => EMPTY)
}
