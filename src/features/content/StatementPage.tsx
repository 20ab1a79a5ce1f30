import { Seo } from '@/components/Seo'
import { KeepTogether } from '@/components/KeepTogether'
import { CONTACT } from '@/config/site'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { useContentLocale } from '@/lib/use-content-locale'
import { formatCalendarDate } from '@/lib/calendar-date'
import { LEGAL_ENTITY } from './legal-entity'
import styles from './StatementPage.module.css'

type TextSection = { id: string; heading: string; paragraphs: string[] }
type CollectionRow = { source: string; data: string; purpose: string; basis: string; retention: string }
const ROW_FIELDS = ['data', 'purpose', 'basis', 'retention'] as const

/** The values the statement's text refers to: the (sample) company and its contact details. */
const DETAILS = {
  company: LEGAL_ENTITY.company,
  registration: LEGAL_ENTITY.registration,
  address: LEGAL_ENTITY.address,
  privacyEmail: LEGAL_ENTITY.privacyEmail,
  email: CONTACT.email,
  phone: CONTACT.phones.split(';')[0]?.trim() ?? '',
}

export function StatementPage() {
  const { t } = useBundledNamespace('statement')
  const locale = useContentLocale()
  const details = locale === 'zh-CN' ? { ...DETAILS, ...LEGAL_ENTITY.zh } : DETAILS
  const list = <T,>(key: string) => t(key, { returnObjects: true, ...details }) as T
  const legalSections = list<TextSection[]>('legal.sections')
  const controller = list<TextSection>('privacy.controller')
  const privacySections = list<TextSection[]>('privacy.sections')
  const rows = list<CollectionRow[]>('privacy.collect.rows')
  const collectId = t('privacy.collect.id')
  const toc = [
    { id: 'legal', heading: t('legal.heading'), children: legalSections },
    { id: 'privacy', heading: t('privacy.heading'), children: [controller, { id: collectId, heading: t('privacy.collect.heading') }, ...privacySections] },
  ]

  return (
    <>
      <Seo title={t('page.title')} description={t('page.description')} keywords={t('page.keywords')} path="/statement/" />
      <section className={`page-hero ${styles.hero}`}>
        <div className={styles.heroInner}>
          <h1>{t('page.heading')}</h1>
          <p>
            <time dateTime={LEGAL_ENTITY.updated}>{t('updated', { date: formatCalendarDate(LEGAL_ENTITY.updated, locale) })}</time>
          </p>
        </div>
      </section>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="statement-toc">
          <h2 id="statement-toc">{t('toc')}</h2>
          <ol>
            {toc.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{part.heading}</a>
                <ol>
                  {part.children.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.heading}</a>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.content}>
          <p className={styles.sample} role="note">
            {t('sample')}
          </p>

          <section aria-labelledby="legal" className={styles.part}>
            <h2 id="legal" className={styles.partHeading}>
              {t('legal.heading')}
            </h2>
            {legalSections.map((section) => (
              <TextBlock key={section.id} section={section} />
            ))}
          </section>

          <section aria-labelledby="privacy" className={styles.part}>
            <h2 id="privacy" className={styles.partHeading}>
              {t('privacy.heading')}
            </h2>
            {list<string[]>('privacy.intro').map((paragraph) => (
              <p key={paragraph} className={styles.lead}>
                <KeepTogether text={paragraph} />
              </p>
            ))}
            <TextBlock section={controller} />

            <section aria-labelledby={collectId} className={styles.block}>
              <h3 id={collectId}>{t('privacy.collect.heading')}</h3>
              <p>{t('privacy.collect.intro')}</p>
              <ul className={styles.collection}>
                {rows.map((row) => (
                  <li key={row.source}>
                    <article className={styles.collectionCard} aria-label={row.source}>
                      <h4>{row.source}</h4>
                      <dl>
                        {ROW_FIELDS.map((field) => (
                          <div key={field}>
                            <dt>{t(`privacy.collect.columns.${field}`)}</dt>
                            <dd>
                              <KeepTogether text={row[field]} />
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </article>
                  </li>
                ))}
              </ul>
            </section>

            {privacySections.map((section) => (
              <TextBlock key={section.id} section={section} />
            ))}
          </section>
        </div>
      </div>
    </>
  )
}

function TextBlock({ section }: { section: TextSection }) {
  return (
    <section aria-labelledby={section.id} className={styles.block}>
      <h3 id={section.id}>{section.heading}</h3>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <KeepTogether text={paragraph} />
        </p>
      ))}
    </section>
  )
}

