import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { loadingAtom } from '@/lib/state/loading'
import styles from './GlobalSpinner.module.css'

/** SPEC §2 root layout: a spinner driven by the shared loading flag. */
export function GlobalSpinner() {
  const { t } = useTranslation()
  const loading = useAtomValue(loadingAtom)
  if (!loading) return null
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('layout.busy')}>
      <span className={styles.indicator} />
    </div>
  )
}
