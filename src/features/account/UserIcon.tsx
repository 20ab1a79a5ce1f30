import styles from './AccountEntry.module.css'

/** The person glyph of the header's account entry and its menu. */
export function UserIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 17.5c.9-3.4 3.6-5.2 7-5.2s6.1 1.8 7 5.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}
