import type { TFunction } from 'i18next'
import type { CarModel } from '../data/models'
import sections from '../components/sections.module.css'
import { Viewer360 } from './Viewer360'

/** The 360° part of the view page, for models with a 360° set. */
export function Viewer360Section({ model, t }: { model: CarModel; t: TFunction }) {
  return (
    <section id="view-360" className={`${sections.section} ${sections.soft}`} aria-labelledby="view-360-title">
      <div className={sections.inner}>
        <header className={`${sections.header} ${sections.centered}`}>
          <h2 id="view-360-title" className={sections.heading}>
            {t('viewer.heading')}
          </h2>
          <p className={sections.lede}>{t('viewer.intro', { model: model.title })}</p>
        </header>
        <Viewer360 model={model} t={t} />
      </div>
    </section>
  )
}
