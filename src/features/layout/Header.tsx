import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@tanstack/react-router'
import { useImageAddress } from '@/components/image-address'
import type { HeaderMode } from './header-state'
import { useHeaderState } from './use-header-state'
import { ModelsMenu, type MenuModel } from './ModelsMenu'
import { LanguageSwitch } from './LanguageSwitch'
import { GlobalSpinner } from './GlobalSpinner'
import styles from './Header.module.css'

type HeaderProps = {
  models: MenuModel[]
  /** Selected model, carried into the booking link (SPEC §2). */
  modelId?: string
  mode?: HeaderMode
  accountSlot?: React.ReactNode
}

export function Header({ models, modelId, mode: layoutMode = 'absolute', accountSlot }: HeaderProps) {
  const { t } = useTranslation()
  const { mode, state } = useHeaderState(layoutMode)
  const [menuOpen, setMenuOpen] = useState(false)
  const router = useRouter()
  const imageAddress = useImageAddress()

  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => router.subscribe('onResolved', () => setMenuOpen(false)), [router])

  // The open menu drawer covers the page: Escape closes it wherever focus is (the submenu's own Escape,
  // which prevents the default, closes only the submenu) and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  // Tab out of the drawer into the page behind it closes the drawer rather than leave it over the page.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (menuOpen && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false)
  }

  return (
    <header className={styles.header} data-state={state} data-mode={mode} data-menu-open={menuOpen} onBlur={onBlur}>
      {/* Fixed to the top of the window; inside the banner so that it, like all content, is in a landmark. */}
      <GlobalSpinner />
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <img src={imageAddress('brand-mark.svg')} width={36} height={36} alt="" />
          <span className={styles.wordmark}>CHERY</span>
          <span className={styles.wordmarkSub}>NIGERIA</span>
          <span className="visually-hidden">{t('nav.homeSuffix')}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id="main-menu" className={styles.nav} aria-label={t('nav.mainMenu')}>
          <ModelsMenu models={models} />
          <Link to="/about/" className={styles.navLink} activeProps={{ 'aria-current': 'page' }}>
            {t('nav.about')}
          </Link>
          <Link to="/contact/" className={styles.navLink} activeProps={{ 'aria-current': 'page' }}>
            {t('nav.contact')}
          </Link>
          <LanguageSwitch className={styles.navLink} />
          {accountSlot}
          <Link to="/test-drive/" search={modelId ? { modelId } : {}} className={`button button--primary ${styles.cta}`}>
            {t('nav.testDrive')}
          </Link>
        </nav>
      </div>
    </header>
  )
}
