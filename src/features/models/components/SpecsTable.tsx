import type { TFunction } from 'i18next'
import { engineLabel, type CarModel } from '../data/models'
import type { ExtraSpecKey, ModelContent } from '../content/types'
import { formatMillimetres } from '../millimetres'
import { Picture } from './Picture'
import { mediaAlt } from './media-alt'
import { introMedia } from '../media'
import sections from './sections.module.css'
import styles from './SpecsTable.module.css'

type SpecsTableProps = { model: CarModel; content: ModelContent; t: TFunction }

const POWERTRAIN: ExtraSpecKey[] = ['power', 'torque', 'transmission', 'drive', 'fuel']
const DIMENSIONS: ExtraSpecKey[] = ['width', 'height', 'groundClearance', 'seats', 'fuelTank', 'boot']

/** The specifications: SPEC §3's engine (with L/T), body length and wheelbase, then the sample rows. */
export function SpecsTable({ model, content, t }: SpecsTableProps) {
  const mm = t('keySpecs.mm')
  const picture = introMedia(model).exterior
  // Two levels of header cells (group, then row): each data cell names both (WCAG H43, `headers`).
  const row = (group: string, key: ExtraSpecKey) => (
    <tr key={key}>
      <th scope="row" id={`spec-${key}`}>
        {t(`specs.${key}`)}
      </th>
      <td headers={`spec-group-${group} spec-${key}`}>{content.specs[key]}</td>
    </tr>
  )
  return (
    <section id="specs" className={`${sections.section} ${sections.soft}`} aria-labelledby="specs-title">
      <div className={`${sections.inner} ${styles.layout}`}>
        <div className={styles.aside}>
          <header className={sections.header}>
            <h2 id="specs-title" className={sections.heading}>
              {t('specs.heading')}
            </h2>
          </header>
          <div className={styles.picture}>
            <Picture media={picture} alt={mediaAlt(t, model, picture)} sizes="(min-width: 62rem) 30rem, 100vw" />
          </div>
          <p className={styles.note}>{t('specs.note')}</p>
        </div>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('specs.caption', { model: model.title })}</caption>
          <tbody>
            <tr className={styles.group}>
              <th colSpan={2} scope="rowgroup" id="spec-group-powertrain">
                {t('specs.groups.powertrain')}
              </th>
            </tr>
            <tr>
              <th scope="row" id="spec-engine">
                {t('specs.engine')}
              </th>
              <td headers="spec-group-powertrain spec-engine">
                <strong className={styles.engine}>{engineLabel(model.spec)}</strong> <span className={styles.detail}>{t(`specs.engineType_${model.spec.engineType}`)}</span>
              </td>
            </tr>
            {POWERTRAIN.map((key) => row('powertrain', key))}
          </tbody>
          <tbody>
            <tr className={styles.group}>
              <th colSpan={2} scope="rowgroup" id="spec-group-dimensions">
                {t('specs.groups.dimensions')}
              </th>
            </tr>
            <tr>
              <th scope="row" id="spec-bodyLength">
                {t('specs.bodyLength')}
              </th>
              <td headers="spec-group-dimensions spec-bodyLength">
                {formatMillimetres(model.spec.bodyLength)} {mm}
              </td>
            </tr>
            <tr>
              <th scope="row" id="spec-wheelbase">
                {t('specs.wheelbase')}
              </th>
              <td headers="spec-group-dimensions spec-wheelbase">
                {formatMillimetres(model.spec.wheelbase)} {mm}
              </td>
            </tr>
            {DIMENSIONS.map((key) => row('dimensions', key))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
