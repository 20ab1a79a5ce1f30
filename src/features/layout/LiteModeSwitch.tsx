import { useTranslation } from 'react-i18next'
import { setLiteSwitch, useLiteSwitch } from '@/lib/save-data'
import styles from './Footer.module.css'

/** The footer's Lite switch: saving data on every page from now on, remembered for a year. */
export function LiteModeSwitch() {
  // Rendered by the footer only, which has loaded its strings.
  const { t } = useTranslation('footer')
  const on = useLiteSwitch()
  return (
    <p className={styles.lite}>
      <button type="button" aria-pressed={on} aria-describedby="lite-mode-hint" onClick={() => setLiteSwitch(!on)}>
        <span className={styles.liteTrack} aria-hidden="true" />
        {t('footer.lite.label')}
      </button>
      <span id="lite-mode-hint">{t('footer.lite.hint')}</span>
    </p>
  )
}
