import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissNotification, useNotifications, type Notification } from './notifications'
import styles from './Notifications.module.css'

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation()
  const [paused, setPaused] = useState(false)
  const remaining = useRef(notification.duration)

  useEffect(() => {
    if (paused || notification.duration === 0) return
    const startedAt = Date.now()
    const timer = setTimeout(() => dismissNotification(notification.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [paused, notification.id, notification.duration])

  return (
    <li
      className={`${styles.item} ${styles[notification.type]}`}
      data-type={notification.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.message}>{notification.message}</span>
      <button type="button" className={styles.close} aria-label={t('notification.close')} onClick={() => dismissNotification(notification.id)}>
        ×
      </button>
    </li>
  )
}

/**
 * Two live regions: errors interrupt (role="alert"), everything else is polite (role="status").
 * The regions are always in the DOM so screen readers announce what is added to them.
 */
export function Notifications() {
  const { t } = useTranslation()
  const notifications = useNotifications()
  const urgent = notifications.filter((notification) => notification.type === 'error')
  const polite = notifications.filter((notification) => notification.type !== 'error')
  return (
    <section className={styles.container} aria-label={t('notification.region')}>
      <div role="alert">
        <ul className={styles.list}>
          {urgent.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      </div>
      <div role="status">
        <ul className={styles.list}>
          {polite.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      </div>
    </section>
  )
}
