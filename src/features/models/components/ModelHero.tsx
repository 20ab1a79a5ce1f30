import type { TFunction } from 'i18next'
import { engineLabel } from '../data/models'
import type { ModelWithViews } from '../data/views'
import type { ModelContent } from '../content/types'
import { formatMillimetres } from '../millimetres'
import { heroMedia } from '../media'
import { Picture } from './Picture'
import { TestDriveLink } from './TestDriveLink'
import styles from './ModelHero.module.css'

type ModelHeroProps = { model: ModelWithViews; content: ModelContent; t: TFunction }

/** The banner: name, tagline, the studio picture (sized up front: no layout shift) and the key figures. */
export function ModelHero({ model, content, t }: ModelHeroProps) {
  const figures = [
    { label: t('keySpecs.engine'), value: engineLabel(model.spec) },
    { label: t('keySpecs.length'), value: formatMillimetres(model.spec.bodyLength), unit: t('keySpecs.mm') },
    { label: t('keySpecs.wheelbase'), value: formatMillimetres(model.spec.wheelbase), unit: t('keySpecs.mm') },
  ]
  return (
    <section className={styles.hero} aria-labelledby="model-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('hero.eyebrow', { bodyStyle: content.bodyStyle })}</p>
        <h1 id="model-title" className={styles.title}>
          {model.title}
        </h1>
        <p className={styles.tagline}>{content.tagline}</p>
      </div>
      <div className={styles.media}>
        <Picture media={heroMedia(model)} alt={t('hero.imageAlt', { model: model.title })} sizes="(min-width: 100rem) 100rem, 100vw" priority />
      </div>
      <div role="group" aria-label={t('keySpecs.label')} className={styles.figuresGroup}>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd>
                {figure.value}
                {figure.unit ? <span className={styles.unit}> {figure.unit}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.actions}>
        <TestDriveLink modelId={model.id} className={`button button--primary ${styles.action}`}>
          {t('cta.hero')}
        </TestDriveLink>
        <a href="#design" className={`button ${styles.action} ${styles.ghost}`}>
          {t('hero.explore')}
        </a>
      </div>
    </section>
  )
}
