import { useId, type ChangeEvent } from 'react'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { Seo } from '@/components/Seo'
import { Image } from '@/components/Image'
import { KeepTogether } from '@/components/KeepTogether'
import { PageHero } from '@/components/PageHero'
import { useHydrated } from '@/lib/hydration'
import { localeOfSearch, localizedPath } from '@/lib/locale-path'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { modelIdAtom } from '@/lib/state/app-state'
import { MODELS, isModelId, type ModelId } from '../data/models'
import { COMPARABLE_MODEL_IDS } from './comparable'
import { DEFAULT_PAIR, MAX_COMPARED, changeColumn, compareParam, parseCompareChoice } from './compare-choice'
import type { ModelPageData } from '../content/query'
import { compareGroups, type CompareValue } from './compare-rows'
import styles from './ComparePage.module.css'

type ComparePageProps = {
  /** The address's raw `?models=` text (validated as text only). */
  requested: string | undefined
  /** The page copy of every comparable model in the page's language (loaded by the route). */
  /** Every comparable model's facts and copy in the page's language. */
  contents: Record<ModelId, ModelPageData>
}

const PATH = '/models/compare/'

// Nothing from ../components: what this page shared with the model page's chunk was split into
// chunks of its own, a few hundred bytes more on every model page's first load.

/**
 * /models/compare/ (issue 26): two or three models side by side, every figure of their model pages
 * from the same data, rows that differ marked. The choice lives in `?models=`, read only once
 * hydrated: the prerender (default pair) and the hydrating render agree, then the columns switch.
 */
export function ComparePage({ requested, contents }: ComparePageProps) {
  const { t } = useBundledNamespace('models')
  // This page's own strings: kept out of the model pages' namespace, which every model page loads.
  const { t: tc } = useBundledNamespace('compare')
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const locale = useLocation({ select: (location) => localeOfSearch(location.search) })
  const formId = useId()
  // As the model pages' test-drive links do: the header's booking button carries the model too.
  const selectModel = useSetAtom(modelIdAtom)
  const ids = hydrated ? parseCompareChoice(requested) : [...DEFAULT_PAIR]
  const compared = ids.map((id) => ({
    model: MODELS[id],
    ...contents[id],
  }))
  const groups = compareGroups(compared, t, tc)
  const titles = compared.map(({ model }) => model.title)

  const onSelect = (column: number) => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value
    // From the address the router is going to (`previous`), not this render's: a second choice made
    // while the first is still on its way (a slow phone) builds on the first instead of undoing it.
    void navigate({
      to: PATH,
      search: (previous) => ({ models: compareParam(changeColumn(parseCompareChoice(previous.models), column, isModelId(value) ? value : undefined)) }),
    })
  }

  const cell = (value: CompareValue) => {
    if (value === undefined) return <span className={styles.missing}>{tc('notStated')}</span>
    if (typeof value === 'string') return <KeepTogether text={value} />
    return (
      <ul className={styles.list}>
        {value.map((item) => (
          <li key={item}>
            <KeepTogether text={item} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <>
      <Seo title={tc('page.title')} description={tc('page.description')} keywords={tc('page.keywords')} path={PATH} />
      <PageHero heading={tc('heading')} intro={tc('lede')} />
      <section className={styles.section} aria-label={tc('heading')}>
        <div className={styles.inner}>

          <form id={formId} className={styles.picker} action={localizedPath(PATH, locale)} method="get" onSubmit={(event) => event.preventDefault()}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{tc('choose')}</legend>
              {Array.from({ length: MAX_COMPARED }, (_, column) => {
                const current = ids[column]
                const optional = column >= 2
                return (
                  <label key={column} className={styles.field}>
                    <span className={styles.fieldLabel}>{tc(optional ? 'columnOptional' : 'column', { index: column + 1 })}</span>
                    <select className={styles.select} name="models[]" value={current ?? ''} onChange={onSelect(column)}>
                      {optional ? <option value="">{tc('none')}</option> : null}
                      {COMPARABLE_MODEL_IDS.map((id) => (
                        <option key={id} value={id}>
                          {MODELS[id].title}
                        </option>
                      ))}
                    </select>
                  </label>
                )
              })}
            </fieldset>
            {/* Before the scripts run (or without them) the form itself asks for the address (?models[]=a&models[]=b: repeated names end in [], as HTML validators expect; the route reads both forms);
                once they run, a change of model updates the comparison at once and the button only repeats it. */}
            <button type="submit" className={`button button--secondary ${styles.submit}`}>
              {tc('submit')}
            </button>
          </form>

          <p className={styles.legendNote}>
            <span className={styles.differsMark} aria-hidden="true" /> {tc('differsNote')}
          </p>

          {/* Side by side at every width: the row labels take a line of their own on a phone, and
              three models on the narrowest phones list their figures under each label (CSS). */}
          <table className={styles.table} data-columns={ids.length}>
            <caption className="visually-hidden">{tc('caption', { models: titles.join(', ') })}</caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {compared.map(({ model }) => (
                  <th key={model.id} scope="col" className={styles.modelHead} data-model={model.id}>
                    <Image src={model.smallImg} widths={[160, 320]} width={320} height={240} sizes="160px" alt="" className={styles.cover} />
                    <span className={styles.modelTitle}>{model.title}</span>
                    <span className={styles.actions}>
                      <Link to="/models/$id/" params={{ id: model.id }} className={styles.modelLink} aria-label={tc('viewLabel', { model: model.title })}>
                        {tc('view')}
                      </Link>
                      <Link
                        to="/test-drive/"
                        search={{ modelId: model.id }}
                        onClick={() => selectModel(model.id)}
                        className={`button button--primary ${styles.testDrive}`}
                        aria-label={t('nav.testDriveLabel', { model: model.title })}
                      >
                        {t('nav.testDrive')}
                      </Link>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key}>
                <tr className={styles.group}>
                  {/* A label row, not a header level: one level of row headers keeps the table simple (WCAG H43). */}
                  <td colSpan={ids.length + 1}>
                    <span className={styles.groupLabel}>{group.label}</span>
                  </td>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.key} data-row={row.key} data-differs={row.differs} className={row.differs ? styles.differs : undefined}>
                    <th scope="row" className={styles.rowHead}>
                      {row.label}
                      {row.differs ? <span className={styles.differsTag}>{tc('differs')}</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      // data-model: the name shown before the figure where each row lists its figures one model a line (CSS).
                      <td key={ids[index]} data-model={titles[index]}>
                        {/* A div (a list may be inside), laid out inline as the span it replaced. */}
                        <div className={styles.value}>{cell(value)}</div>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
          <p className={styles.note}>{t('specs.note')}</p>
        </div>
      </section>
    </>
  )
}
