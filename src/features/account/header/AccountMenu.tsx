import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import type { UserProfile } from '@/contract/passport'
import { sessionQueryOptions, type Session } from '../api/session'
import { useAccountStrings } from '../use-account-strings'
import { useLogout } from '../api/logout'
import { UserIcon } from '../UserIcon'
import entryStyles from '../AccountEntry.module.css'
import styles from './AccountMenu.module.css'

/**
 * Loaded after hydration: reads the session (shared with the account pages) and reports it to the header.
 * @public AccountEntry loads this module with import() and keeps it whole.
 */
export function SessionWatcher({ onChange }: { onChange: (session: Session) => void }) {
  const { data } = useQuery(sessionQueryOptions())
  useEffect(() => {
    if (data) onChange(data)
  }, [data, onChange])
  return null
}

/**
 * "Hello, {name}" (SPEC §8 welcome) opening the account menu: Profile, Change password, Log out.
 * A disclosure: Enter, Space or a click opens it, Escape or leaving it closes it.
 * @public AccountEntry loads this module with import() and keeps it whole.
 */
export function AccountMenu({ profile }: { profile: UserProfile }) {
  const { t: tCommon } = useTranslation()
  const { t } = useAccountStrings()
  // Open for one page only: the menu is closed again after any navigation.
  const pathname = useLocation({ select: (location) => location.pathname })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { logOut, busy } = useLogout()

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <div
      className={styles.account}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${entryStyles.entry} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span className={styles.name}>{tCommon('msg.welcome', { name: profile.name })}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <p className={styles.menuTitle}>{t('menu.label')}</p>
        <ul>
          <li>
            <Link to="/account/profile/" className={styles.item}>
              {t('menu.profile')}
            </Link>
          </li>
          <li>
            <Link to="/account/password/" className={styles.item}>
              {t('menu.password')}
            </Link>
          </li>
          <li>
            <button type="button" className={`${styles.item} ${styles.logout}`} onClick={() => void logOut()} disabled={busy}>
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
