import type { TFunction } from 'i18next'
import { Link } from '@tanstack/react-router'
import { KeepTogether } from '@/components/KeepTogether'
import { engineLabel } from '../data/models'
import type { ModelWithViews } from '../data/views'
import type { ExtraSpecKey, ModelContent } from '../content/types'
import { formatMillimetres } from '../millimetres'
import { specValue } from '../spec-values'
import { Picture } from './Picture'
import { mediaAlt } from './media-alt'
import { introMedia } from '../media'
import sections from './sections.module.css'
import styles from './SpecsTable.module.css'

type SpecsTableProps = { model: ModelWithViews; content: ModelContent; t: TFunction }

const POWERTRAIN: ExtraSpecKey[] = ['power', 'torque', 'transmission', 'drive', 'fuel']
const DIMENSIONS: ExtraSpecKey[] = ['width', 'height', 'groundClearance', 'seats', 'fuelTank', 'boot']

/** The specifications: SPEC §3's engine (with L/T), body length and wheelbase, then the sample rows. */
export function SpecsTable({ model, content, t }: SpecsTableProps) {
  const mm = t('keySpecs.mm')
  const picture = introMedia(model).exterior
  const row = (key: ExtraSpecKey) => (
    <tr key={key}>
      <th scope="row">{t(`specs.${key}`)}</th>
      <td>
        <KeepTogether text={specValue(model.facts.figures, content, key, mm)} />
      </td>
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
          <Link to="/models/compare/" search={{ models: model.id }} className={styles.compare}>
            {t('compareLink', { model: model.title })}
          </Link>
        </div>
        {/* One table per group: a row of group headers above the rows' own made two levels of
            header cells, which each data cell would have to name with `headers` (WCAG H43). */}
        <div role="group" aria-label={t('specs.caption', { model: model.title })}>
          <table className={styles.table}>
            <caption className={styles.group}>{t('specs.groups.powertrain')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('specs.engine')}</th>
                <td>
                  <strong className={styles.engine}>{engineLabel(model.spec)}</strong> <span className={styles.detail}>{t(`specs.engineType_${model.spec.engineType}`)}</span>
                </td>
              </tr>
              {POWERTRAIN.map(row)}
            </tbody>
          </table>
          <table className={styles.table}>
            <caption className={styles.group}>{t('specs.groups.dimensions')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('specs.bodyLength')}</th>
                <td>
                  <span className="keep-together">
                    {formatMillimetres(model.spec.bodyLength)} {mm}
                  </span>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('specs.wheelbase')}</th>
                <td>
                  <span className="keep-together">
                    {formatMillimetres(model.spec.wheelbase)} {mm}
                  </span>
                </td>
              </tr>
              {DIMENSIONS.map(row)}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
