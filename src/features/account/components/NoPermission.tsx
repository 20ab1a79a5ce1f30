import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAccountStrings } from '../use-account-strings'
import styles from './account.module.css'

/** SPEC §6 message for a page that needs a session, with a way to log in and come back. */
export function NoPermission({ returnTo }: { returnTo: string }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  return (
    <div className={styles.noPermission} role="alert">
      <span className={styles.lock} aria-hidden="true" />
      <p className={styles.noPermissionTitle}>{tCommon('msg.noPermission')}</p>
      <p>{t('noPermission.hint')}</p>
      <div className={styles.actions}>
        <Link to="/account/login/" search={{ redirect: returnTo }} className="button button--primary">
          {t('noPermission.login')}
        </Link>
        <Link to="/account/register/" search={{ redirect: returnTo }} className="button button--secondary">
          {t('noPermission.register')}
        </Link>
      </div>
    </div>
  )
}
