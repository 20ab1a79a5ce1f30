import type { TFunction } from 'i18next'
import { KeepTogether } from '@/components/KeepTogether'
import type { ModelContent } from '../content/types'
import sections from './sections.module.css'
import styles from './FeatureList.module.css'

/** The equipment list. */
export function FeatureList({ content, t }: { content: ModelContent; t: TFunction }) {
  return (
    <section className={sections.section} aria-labelledby="features-title">
      <div className={sections.inner}>
        <header className={sections.header}>
          <h2 id="features-title" className={sections.heading}>
            {t('features.heading')}
          </h2>
        </header>
        <ul className={styles.list}>
          {content.features.map((feature) => (
            <li key={feature.title} className={styles.item}>
              <span className={styles.tick} aria-hidden="true" />
              <div>
                <h3 className={styles.title}>
                  <KeepTogether text={feature.title} />
                </h3>
                <p className={styles.text}>
                  <KeepTogether text={feature.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
