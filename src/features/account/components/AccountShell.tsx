import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useAccountStrings } from '../use-account-strings'
import styles from './account.module.css'

type AccountShellProps = { heading: string; greeting?: ReactNode; children: ReactNode }

const LINKS = [
  { to: '/account/profile/', key: 'menu.profile' },
  { to: '/account/password/', key: 'menu.password' },
  { to: '/account/dealer/', key: 'menu.dealer' },
] as const

/** The pages of a logged-in visitor: a hero with the greeting, the account's pages beside the content. */
export function AccountShell({ heading, greeting, children }: AccountShellProps) {
  const { t } = useAccountStrings()
  return (
    <>
      <section className={`page-hero ${styles.hero}`}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('brand.eyebrow')}</p>
          <h1>{heading}</h1>
          <div className={styles.greeting}>{greeting}</div>
        </div>
      </section>
      <div className={styles.shell}>
        <nav className={styles.sideNav} aria-label={t('menu.label')}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeProps={{ 'aria-current': 'page' }}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.panel}>{children}</div>
      </div>
    </>
  )
}
