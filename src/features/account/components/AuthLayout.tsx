import type { ReactNode } from 'react'
import { useAccountStrings } from '../use-account-strings'
import styles from './account.module.css'

type AuthLayoutProps = { heading: string; intro: string; children: ReactNode; footer?: ReactNode }

/** Login and registration: the brand's promise on the dark side, the form on a card. */
export function AuthLayout({ heading, intro, children, footer }: AuthLayoutProps) {
  const { t } = useAccountStrings()
  return (
    <section className={styles.auth} aria-labelledby="auth-heading">
      <div className={styles.authInner}>
        <div className={styles.brandPanel}>
          <p className={styles.eyebrow}>{t('brand.eyebrow')}</p>
          <p className={styles.brandHeading}>{t('brand.heading')}</p>
          <ul className={styles.brandPoints}>
            {(t('brand.points', { returnObjects: true }) as string[]).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className={styles.authCard}>
          <h1 id="auth-heading" className={styles.cardHeading}>
            {heading}
          </h1>
          <p className={styles.cardIntro}>{intro}</p>
          {children}
          {footer ? <div className={styles.cardFooter}>{footer}</div> : null}
        </div>
      </div>
    </section>
  )
}
