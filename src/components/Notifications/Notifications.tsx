import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotifications } from './notifications'
import styles from './Notifications.module.css'
import { OptionalCode } from '../OptionalCode'

// The regions are empty until something is notified, so a notification's code loads with the first one.
const NotificationItem = lazy(() => import('./NotificationItem'))

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
          <OptionalCode>
            {urgent.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </OptionalCode>
        </ul>
      </div>
      <div role="status">
        <ul className={styles.list}>
          <OptionalCode>
            {polite.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </OptionalCode>
        </ul>
      </div>
    </section>
  )
}
