import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { KeepTogether } from '@/components/KeepTogether'
import { AppLink } from '@/components/AppLink'
import { islandRoot } from '@/components/island'
import { useImageAddress } from '@/components/image-address'
import { EXTERNAL_LINKS, SHOWROOMS, contactDataAreSamples, mapSearchUrl } from '@/config/site'
import { LiteModeSwitch } from './LiteModeSwitch'
import { LanguageSwitch } from './LanguageSwitch'
import styles from './Footer.module.css'

type FooterProps = {
  models: Array<{ id: string; title: string }>
  /** Year shown in the copyright line, from the shared curDate so server and browser agree. */
  year: number
  /** The "Cookie settings" control (the consent feature's), listed with the legal statement. */
  cookieSettings?: ReactNode
  /** The root's class, handed over by the island (footer-island.tsx) so the styles load with the page. */
  className?: string
}

const SOCIALS = ['whatsapp', 'twitter', 'tiktok', 'instagram', 'facebook'] as const

export function Footer({ models, year, cookieSettings, className }: FooterProps) {
  // The footer's own strings (locales/*/footer.json) load with its code, not with every page's first
  // strings; the shared ones (external-link notes) still come from common.
  useBundledNamespace('footer')
  const { t } = useTranslation(['footer', 'common'], { nsMode: 'fallback' })
  const imageAddress = useImageAddress()
  return (
    <footer {...islandRoot} className={className}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>
            CHERY <span>NIGERIA</span>
          </p>
          <p>{t('footer.partnership')}</p>
          <p className={styles.federation}>{t('footer.federation')}</p>
          <div className={styles.badge} role="note" aria-label={`${t('footer.warrantyTitle')}: ${t('footer.warrantyDetail')}`}>
            <strong>6</strong>
            <span>
              <b>{t('footer.warrantyTitle')}</b>
              <small>
                <KeepTogether text={t('footer.warrantyDetail')} />
              </small>
            </span>
          </div>
        </div>

        <nav className={styles.column} aria-labelledby="footer-models">
          <h2 id="footer-models">{t('footer.models')}</h2>
          <ul>
            {models.map((model) => (
              <li key={model.id}>
                <AppLink href={`/models/${model.id}/`}>{model.title.toUpperCase()}</AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li>
              <AppLink href="/about/">{t('footer.about')}</AppLink>
            </li>
            <li>
              <AppLink href="/news/">{t('footer.news')}</AppLink>
            </li>
            <li>
              <AppLink href="/test-drive/">{t('footer.testDrive')}</AppLink>
            </li>
            <li>
              <AppLink href="/contact/#book-service">{t('footer.bookService')}</AppLink>
            </li>
            <li>
              <AppLink href="/survey/">{t('footer.survey')}</AppLink>
            </li>
            <li>
              <AppLink href="/statement/" newWindow>
                {t('footer.statement')}
                <span className="visually-hidden"> {t('footer.newWindow')}</span>
              </AppLink>
            </li>
            {cookieSettings && <li>{cookieSettings}</li>}
          </ul>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <AppLink href={EXTERNAL_LINKS.distributorSite}>
                {t('footer.distributorSite')}
                <span className="visually-hidden"> {t('externalLink')}</span>
              </AppLink>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-showrooms">
          <h2 id="footer-showrooms">{t('footer.showrooms')}</h2>
          <ul>
            {SHOWROOMS.map((showroom) => (
              <li key={showroom.id}>
                <AppLink href={mapSearchUrl(showroom.address)}>
                  {showroom.name}
                  <span className="visually-hidden"> {t('externalLink')}</span>
                </AppLink>
              </li>
            ))}
          </ul>
          <h2>{t('footer.followUs')}</h2>
          <ul className={styles.socials}>
            {SOCIALS.map((social) => (
              <li key={social}>
                {/* The icon's alt text names the link (an image-only link with an empty alt fails WCAG H30). */}
                <AppLink href={EXTERNAL_LINKS[social]}>
                  <img src={imageAddress(`icons/${social}.svg`)} width={20} height={20} alt={`${t(`footer.social.${social}`)} ${t('externalLink')}`} loading="lazy" decoding="async" />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <LiteModeSwitch />
        <p>
          <LanguageSwitch className={styles.language} />
        </p>
        <p>{t('footer.copyright', { year })}</p>
        {/* Said once here, not beside every address (issue 40). */}
        {contactDataAreSamples() ? <p className={styles.sampleData}>{t('footer.sampleData')}</p> : null}
      </div>
    </footer>
  )
}
