import type { TFunction } from 'i18next'
import { island } from '@/components/island'
import type { ModelWithViews } from '../data/views'
import sections from '../components/sections.module.css'
// The island gets its root class from here, which keeps the viewer's styles with the page (island.tsx).
import styles from './Viewer360.module.css'

// Below the fold and interactive only: prerendered in full, hydrated from its own chunk.
const viewer = island(() => import('./Viewer360').then((module) => module.Viewer360))

/** The 360° part of the view page, for models with a 360° set. */
export function Viewer360Section({ model, t }: { model: ModelWithViews; t: TFunction }) {
  return (
    <section id="view-360" className={`${sections.section} ${sections.soft}`} aria-labelledby="view-360-title">
      <div className={sections.inner}>
        <header className={`${sections.header} ${sections.centered}`}>
          <h2 id="view-360-title" className={sections.heading}>
            {t('viewer.heading')}
          </h2>
          <p className={sections.lede}>{t('viewer.intro', { model: model.title })}</p>
        </header>
        <viewer.Island model={model} t={t} className={styles.viewer} />
      </div>
    </section>
  )
}
