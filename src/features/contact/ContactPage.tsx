import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OpeningHours } from '@/components/OpeningHours'
import { Seo } from '@/components/Seo'
import { AppLink } from '@/components/AppLink'
import { CONTACT, EXTERNAL_LINKS } from '@/config/site'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { contactPhones, telHref, unbreakablePhone } from './contact-data'
import { ShowroomFinder } from './ShowroomFinder'
import styles from './ContactPage.module.css'

type ContactPageProps = {
  /**
   * The service-booking form (work-order feature), composed by the route. Without it the section
   * offers the after-sales phone and e-mail instead.
   */
  bookService?: ReactNode
  /** Resolves once the form can take a showroom: the showroom finder's "Book a service here" waits for it. */
  bookServiceReady?: () => Promise<unknown>
}

export function ContactPage({ bookService, bookServiceReady }: ContactPageProps) {
  const { t: tCommon } = useTranslation()
  const { t } = useBundledNamespace('contact')
  const phones = contactPhones(CONTACT)

  return (
    <>
      <Seo title={t('page.title')} description={t('page.description')} keywords={t('page.keywords')} path="/contact/" />
      <section className={`page-hero ${styles.hero}`}>
        <div className={styles.heroInner}>
          <h1>{t('page.heading')}</h1>
          <p>{t('page.intro')}</p>
        </div>
      </section>

      <section className={styles.channels} aria-label={t('channels')}>
        <article className={styles.card} aria-labelledby="contact-call">
          <h2 id="contact-call">{t('call.heading')}</h2>
          <dl className={styles.numbers}>
            {phones.map((group) => (
              <div key={group.key}>
                <dt>{t(`call.${group.key}`)}</dt>
                {group.numbers.map((number) => (
                  <dd key={number}>
                    <AppLink href={telHref(number)}>{unbreakablePhone(number)}</AppLink>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </article>

        <article className={`${styles.card} ${styles.write}`} aria-labelledby="contact-write">
          <h2 id="contact-write">{t('write.heading')}</h2>
          <dl className={styles.numbers}>
            <div>
              <dt>{t('write.general')}</dt>
              <dd>
                <AppLink href={`mailto:${CONTACT.email}`}>{CONTACT.email}</AppLink>
              </dd>
            </div>
            <div>
              <dt>{t('write.afterSales')}</dt>
              <dd>
                <AppLink href={`mailto:${CONTACT.afterSalesEmail}`}>{CONTACT.afterSalesEmail}</AppLink>
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t('write.reply')}</p>
        </article>

        <article className={`${styles.card} ${styles.whatsapp}`} aria-labelledby="contact-whatsapp">
          <h2 id="contact-whatsapp">{t('whatsapp.heading')}</h2>
          <p>{t('whatsapp.text')}</p>
          <AppLink href={EXTERNAL_LINKS.whatsapp} className={`button ${styles.whatsappButton}`}>
            {t('whatsapp.link')}
            <span className="visually-hidden"> {tCommon('externalLink')}</span>
          </AppLink>
        </article>

        <article className={`${styles.card} ${styles.hours}`} aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('hours.heading')}</h2>
          <p className={styles.hoursValue}>
            {/* Each day range on its own line when they do not fit one: the "/" ends the first line, never starts the next. */}
            <OpeningHours hours={tCommon('openingHours')} rangeClassName={styles.hoursRange} />
          </p>
          <p className={styles.note}>{t('hours.note')}</p>
        </article>
      </section>

      <ShowroomFinder bookServiceReady={bookServiceReady} />

      <section id="book-service" className={styles.bookService} aria-labelledby={bookService ? undefined : 'contact-book-service'}>
        {bookService ?? (
          <div className={styles.bookServiceFallback}>
            <h2 id="contact-book-service">{t('bookService.heading')}</h2>
            <p>{t('bookService.text')}</p>
            <div className={styles.actions}>
              <AppLink href={telHref(CONTACT.phoneAfterSale)} className="button button--primary">
                {t('bookService.call')}: {unbreakablePhone(CONTACT.phoneAfterSale)}
              </AppLink>
              <AppLink href={`mailto:${CONTACT.afterSalesEmail}`} className="button button--secondary">
                {t('bookService.email')}
              </AppLink>
            </div>
          </div>
        )}
      </section>
    </>
  )
}
