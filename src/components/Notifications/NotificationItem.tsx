import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissNotification, type Notification } from './notifications'
import styles from './Notifications.module.css'

/** One notification (Notifications.tsx): closes itself after its duration, paused while hovered or focused. */
export default function NotificationItem({ notification }: { notification: Notification }) {
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
