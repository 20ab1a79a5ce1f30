import type { TFunction } from 'i18next'
import { Link } from '@tanstack/react-router'
import { KeepTogether } from '@/components/KeepTogether'
import type { CarModel } from '../data/models'
import type { ModelContent } from '../content/types'
import { TestDriveLink } from './TestDriveLink'
import styles from './ClosingCta.module.css'

/** The closing call to action: book a test drive of this model (or find a showroom). */
export function ClosingCta({ model, content, t }: { model: CarModel; content: ModelContent; t: TFunction }) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <h2 id="cta-title" className={styles.heading}>
          {t('cta.heading', { model: model.title })}
        </h2>
        <p className={styles.text}>
          <KeepTogether text={content.closing} />
        </p>
        <div className={styles.actions}>
          <TestDriveLink modelId={model.id} className={`button ${styles.primary}`}>
            {t('cta.closing')}
          </TestDriveLink>
          <Link to="/contact/" className={`button ${styles.secondary}`}>
            {t('cta.showroom')}
          </Link>
        </div>
      </div>
    </section>
  )
}
