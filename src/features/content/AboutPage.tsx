import { useTranslation } from 'react-i18next'
import { KeepTogether } from '@/components/KeepTogether'
import { OpeningHours } from '@/components/OpeningHours'
import { Seo } from '@/components/Seo'
import { AppLink } from '@/components/AppLink'
import { SHOWROOMS, mapSearchUrl, type Showroom } from '@/config/site'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import styles from './AboutPage.module.css'

const STATS = ['showrooms', 'warranty', 'service', 'repair'] as const

export function AboutPage() {
  const { t } = useBundledNamespace('about')
  return (
    <>
      <Seo title={t('page.title')} description={t('page.description')} keywords={t('page.keywords')} path="/about/" />
      <section className={`page-hero ${styles.hero}`}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1>{t('page.heading')}</h1>
          <p>
            <KeepTogether text={t('page.intro')} />
          </p>
        </div>
        {/* A <dl> takes no name of its own: the group names it. */}
        <div role="group" aria-label={t('stats.label')} className={styles.heroInner}>
          <dl className={styles.stats}>
            {STATS.map((stat) => (
              <div key={stat} className={styles.stat}>
                <dt>
                  <KeepTogether text={t(`stats.${stat}.label`)} />
                </dt>
                <dd>
                  <KeepTogether text={t(`stats.${stat}.value`)} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-network">
        <div className={styles.sectionHead}>
          <p className={styles.kicker}>{t('network.eyebrow')}</p>
          <h2 id="about-network">{t('network.heading')}</h2>
          <p>
            <KeepTogether text={t('network.intro')} />
          </p>
        </div>
        <ul className={styles.showrooms}>
          {SHOWROOMS.map((showroom) => (
            <li key={showroom.id}>
              <ShowroomCard showroom={showroom} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.partnership} aria-labelledby="about-partnership">
        <div className={styles.partnershipInner}>
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{t('partnership.eyebrow')}</p>
            <h2 id="about-partnership">{t('partnership.heading')}</h2>
            <p>{t('partnership.intro')}</p>
          </div>
          <div className={styles.partners}>
            {(['distributor', 'manufacturer'] as const).map((partner) => (
              <article key={partner} className={styles.partner} aria-labelledby={`about-${partner}`}>
                <h3 id={`about-${partner}`}>{t(`partnership.${partner}.heading`)}</h3>
                <p>
                  <KeepTogether text={t(`partnership.${partner}.text`)} />
                </p>
                <ul>
                  {(t(`partnership.${partner}.points`, { returnObjects: true }) as string[]).map((point) => (
                    <li key={point}>
                      <KeepTogether text={point} />
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className={styles.federation}>
            <KeepTogether text={t('partnership.federation')} />
          </p>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <div className={styles.ctaActions}>
          <AppLink href="/test-drive/" className="button button--primary">
            {t('cta.testDrive')}
          </AppLink>
          <AppLink href="/contact/" className="button button--secondary">
            {t('cta.contact')}
          </AppLink>
        </div>
      </section>
    </>
  )
}

function ShowroomCard({ showroom }: { showroom: Showroom }) {
  const { t: tCommon } = useTranslation()
  const { t } = useBundledNamespace('about')
  const headingId = `showroom-${showroom.id}`
  return (
    <article className={styles.showroom} aria-labelledby={headingId}>
      <h3 id={headingId}>{showroom.name}</h3>
      <address className={styles.address}>{showroom.address}</address>
      <h4 className={styles.label}>{t('network.offersLabel')}</h4>
      <ul className={styles.offers}>
        {showroom.offers.map((offer) => (
          <li key={offer}>{t(`network.offers.${offer}`)}</li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.label}>{t('network.hoursLabel')}</dt>
          {/* A day range never breaks inside ("10am-" / "4pm"); the "/" ends a line, never starts one. */}
          <dd>
            <OpeningHours hours={tCommon('openingHours')} rangeClassName={styles.hoursRange} />
          </dd>
        </div>
        <div>
          <dt className={styles.label}>{t('network.phoneLabel')}</dt>
          <dd>
            <AppLink href={`tel:${showroom.phone.replace(/[^\d+]/g, '')}`}>{showroom.phone.replace(/ /g, '\u00A0') /* never wraps inside (tel-non-breaking) */}</AppLink>
          </dd>
        </div>
      </dl>
      <AppLink href={mapSearchUrl(showroom.address)} className={styles.directions}>
        {t('network.directions')}
        <span className="visually-hidden">
          {' '}
          {t('network.directionsTo', { name: showroom.name })} {tCommon('externalLink')}
        </span>
        <span aria-hidden="true"> ↗</span>
      </AppLink>
    </article>
  )
}
