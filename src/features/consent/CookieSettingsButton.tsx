import { useTranslation } from 'react-i18next'
import { reviewConsent } from '@/lib/consent'
import { COOKIE_SETTINGS_ID } from './ConsentBanner'
import styles from './ConsentBanner.module.css'

/** The footer's way back to the analytics question, at any time. */
export function CookieSettingsButton() {
  const { t } = useTranslation()
  return (
    <button type="button" id={COOKIE_SETTINGS_ID} className={styles.settings} onClick={reviewConsent}>
      {t('consent.settings')}
    </button>
  )
}
