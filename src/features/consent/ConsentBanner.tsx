import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { AppLink } from '@/components/AppLink'
import { islandPending, markHydrated } from '@/components/island'
import { saveConsent, type ConsentChoice } from '@/lib/consent'
import { COOKIE_SETTINGS_ID, useConsent } from './use-consent'
import styles from './ConsentBanner.module.css'

/**
 * The analytics question (NDPA 2023 / GAID 2025: opt-in for non-essential tracking). Not a modal:
 * the page stays readable and usable behind it. Shown on a first visit, and again from the footer's
 * "Cookie settings"; then focus moves into it, and back to the footer button after the answer (on a
 * first visit, to the page's main content).
 */
export default function ConsentBanner({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { choice, reviewing } = useConsent()
  const regionRef = useRef<HTMLElement | null>(null)
  // The island's root: marked hydrated for the boot loader's held taps (island.tsx).
  const rootRef = useCallback((element: HTMLElement | null) => {
    regionRef.current = element
    markHydrated(element)
  }, [])

  useEffect(() => {
    if (reviewing) regionRef.current?.focus()
  }, [reviewing])

  const answer = (value: ConsentChoice) => {
    const answeredFromInside = regionRef.current?.contains(document.activeElement) ?? false
    saveConsent(value)
    if (reviewing) document.getElementById(COOKIE_SETTINGS_ID)?.focus()
    // The banner goes with the answer: keyboard and screen-reader users go on from the page's
    // content, not from the top of <body>.
    else if (answeredFromInside) document.getElementById('main')?.focus({ preventScroll: true })
  }

  return (
    <section
      ref={rootRef}
      {...islandPending}
      className={className}
      aria-labelledby="consent-title"
      tabIndex={-1}
      data-testid="consent-banner"
      data-until-known={choice === 'server' ? '' : undefined}
    >
      <div className={styles.text}>
        <p id="consent-title" className={styles.title}>
          {t('consent.title')}
        </p>
        <p>
          {t('consent.body')} <AppLink href="/statement/#cookies">{t('consent.more')}</AppLink>
        </p>
        {reviewing && choice !== 'server' && choice !== undefined && <p className={styles.current}>{t(`consent.current.${choice}`)}</p>}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => answer('granted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className={styles.choice} onClick={() => answer('denied')}>
          {t('consent.reject')}
        </button>
      </div>
    </section>
  )
}
